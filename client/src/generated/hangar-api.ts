// Generated from the service's /openapi.json by `npm run generate -w client`; do not edit.
// client/scripts/generate-types.test.ts fails when this file and the served document drift apart.
export interface paths {
    "/admin/api-keys/{key_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description The key stops working at once, in every process.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    key_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the audit log
         * @description Newest first; page with `before` = the last id seen.
         */
        get: {
            parameters: {
                query: {
                    /** @description Entries older than this id */
                    before?: number;
                    limit: number;
                    organization_id?: string;
                    target_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            entries: {
                                action: string;
                                /** @description admin, system, or api_key:<key id> */
                                actor: string;
                                /** Format: date-time */
                                at: string;
                                detail: {
                                    [key: string]: unknown;
                                };
                                id: number;
                                organization_id: string | null;
                                target_id: string;
                                target_type: string;
                            }[];
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/datasets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a dataset for an organization
         * @description The link must name an uploaded file; size and sha256 come from it. Synthetic datasets need a prompt and start an iteration chain at version 0. `date_created` lets an importer backfill.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data_byte_size?: number;
                        /**
                         * @description episode = real robot deployment recordings; synthetic_pov = AI-generated first-person video; synthetic_third_person = AI-generated third-person video; telemetry = sensor and telemetry data streams
                         * @enum {unknown}
                         */
                        data_type: "episode" | "synthetic_pov" | "synthetic_third_person" | "telemetry";
                        /**
                         * Format: date-time
                         * @description Backfill: when the dataset was created; not in the future
                         */
                        date_created?: string;
                        description?: string | null;
                        /** @description Path of an uploaded file (PUT /admin/files/{path}) */
                        link: string;
                        /** @description Custom key-value pairs. A rejection stores its reason under `rejection_reason`. */
                        metadata?: {
                            [key: string]: unknown;
                        };
                        name: string;
                        /** Format: uuid */
                        organization_id: string;
                        previews?: {
                            /** @description Path of an uploaded file (PUT /admin/files/{path}) */
                            gif?: string;
                            /** @description Path of an uploaded file (PUT /admin/files/{path}) */
                            pose_frame?: string;
                        };
                        prompt?: string;
                        /**
                         * @description Initial status, pending by default; superseded only comes from a newer iteration
                         * @enum {unknown}
                         */
                        status?: "pending" | "accepted" | "rejected" | "for_admin_review" | "discarded";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Size in bytes */
                            data_byte_size: number;
                            /**
                             * @description episode = real robot deployment recordings; synthetic_pov = AI-generated first-person video; synthetic_third_person = AI-generated third-person video; telemetry = sensor and telemetry data streams
                             * @enum {unknown}
                             */
                            data_type: "episode" | "synthetic_pov" | "synthetic_third_person" | "telemetry";
                            /** Format: date-time */
                            date_created: string;
                            /** Format: date-time */
                            date_updated: string;
                            description: string | null;
                            /** Format: uuid */
                            id: string;
                            /** @description Storage path of the file */
                            link: string;
                            /** @description Custom key-value pairs. A rejection stores its reason under `rejection_reason`. */
                            metadata: {
                                [key: string]: unknown;
                            };
                            name: string;
                            /**
                             * Format: uuid
                             * @description Owning organization
                             */
                            organization_id: string;
                            /** @description Pre-signed preview URLs, valid 60 minutes */
                            preview_urls?: {
                                gif?: string;
                                pose_frame?: string;
                            };
                            /** @description Pre-signed download URL, valid 60 minutes */
                            signed_url: string;
                            /**
                             * @description Review status (interface §3)
                             * @enum {unknown}
                             */
                            status: "pending" | "accepted" | "rejected" | "for_admin_review" | "superseded" | "discarded";
                        };
                    };
                };
                /** @description Every error answers with this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/datasets/{dataset_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fetch any dataset */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    dataset_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Size in bytes */
                            data_byte_size: number;
                            /**
                             * @description episode = real robot deployment recordings; synthetic_pov = AI-generated first-person video; synthetic_third_person = AI-generated third-person video; telemetry = sensor and telemetry data streams
                             * @enum {unknown}
                             */
                            data_type: "episode" | "synthetic_pov" | "synthetic_third_person" | "telemetry";
                            /** Format: date-time */
                            date_created: string;
                            /** Format: date-time */
                            date_updated: string;
                            description: string | null;
                            /** Format: uuid */
                            id: string;
                            /** @description Storage path of the file */
                            link: string;
                            /** @description Custom key-value pairs. A rejection stores its reason under `rejection_reason`. */
                            metadata: {
                                [key: string]: unknown;
                            };
                            name: string;
                            /**
                             * Format: uuid
                             * @description Owning organization
                             */
                            organization_id: string;
                            /** @description Pre-signed preview URLs, valid 60 minutes */
                            preview_urls?: {
                                gif?: string;
                                pose_frame?: string;
                            };
                            /** @description Pre-signed download URL, valid 60 minutes */
                            signed_url: string;
                            /**
                             * @description Review status (interface §3)
                             * @enum {unknown}
                             */
                            status: "pending" | "accepted" | "rejected" | "for_admin_review" | "superseded" | "discarded";
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/datasets/{dataset_id}/iterations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a new iteration version
         * @description The new version becomes the latest (pending); the previous latest becomes superseded with the reason "Replaced by version N: <regeneration_reason>". Any version id of the chain may be given.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    dataset_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data_byte_size?: number;
                        /**
                         * Format: date-time
                         * @description Backfill: when the version was created; not in the future
                         */
                        date_created?: string;
                        /** @description Path of an uploaded file (PUT /admin/files/{path}) */
                        link: string;
                        /** @description Custom key-value pairs. A rejection stores its reason under `rejection_reason`. */
                        metadata?: {
                            [key: string]: unknown;
                        };
                        previews?: {
                            /** @description Path of an uploaded file (PUT /admin/files/{path}) */
                            gif?: string;
                            /** @description Path of an uploaded file (PUT /admin/files/{path}) */
                            pose_frame?: string;
                        };
                        prompt: string;
                        regeneration_reason: string;
                        /** @description Why the previous version is replaced; default "Replaced by version N: <regeneration_reason>" */
                        superseded_reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Size in bytes */
                            data_byte_size: number;
                            /**
                             * @description episode = real robot deployment recordings; synthetic_pov = AI-generated first-person video; synthetic_third_person = AI-generated third-person video; telemetry = sensor and telemetry data streams
                             * @enum {unknown}
                             */
                            data_type: "episode" | "synthetic_pov" | "synthetic_third_person" | "telemetry";
                            /** Format: date-time */
                            date_created: string;
                            /** Format: date-time */
                            date_updated: string;
                            description: string | null;
                            /** Format: uuid */
                            id: string;
                            /** @description Storage path of the file */
                            link: string;
                            /** @description Custom key-value pairs. A rejection stores its reason under `rejection_reason`. */
                            metadata: {
                                [key: string]: unknown;
                            };
                            name: string;
                            /**
                             * Format: uuid
                             * @description Owning organization
                             */
                            organization_id: string;
                            /** @description Pre-signed preview URLs, valid 60 minutes */
                            preview_urls?: {
                                gif?: string;
                                pose_frame?: string;
                            };
                            /** @description Pre-signed download URL, valid 60 minutes */
                            signed_url: string;
                            /**
                             * @description Review status (interface §3)
                             * @enum {unknown}
                             */
                            status: "pending" | "accepted" | "rejected" | "for_admin_review" | "superseded" | "discarded";
                        };
                    };
                };
                /** @description Every error answers with this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/datasets/{dataset_id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a dataset to for_admin_review, pending or discarded
         * @description Allowed moves: see docs/platform.md. The reason goes to the audit log.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    dataset_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason?: string;
                        /** @enum {unknown} */
                        status: "for_admin_review" | "pending" | "discarded";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Size in bytes */
                            data_byte_size: number;
                            /**
                             * @description episode = real robot deployment recordings; synthetic_pov = AI-generated first-person video; synthetic_third_person = AI-generated third-person video; telemetry = sensor and telemetry data streams
                             * @enum {unknown}
                             */
                            data_type: "episode" | "synthetic_pov" | "synthetic_third_person" | "telemetry";
                            /** Format: date-time */
                            date_created: string;
                            /** Format: date-time */
                            date_updated: string;
                            description: string | null;
                            /** Format: uuid */
                            id: string;
                            /** @description Storage path of the file */
                            link: string;
                            /** @description Custom key-value pairs. A rejection stores its reason under `rejection_reason`. */
                            metadata: {
                                [key: string]: unknown;
                            };
                            name: string;
                            /**
                             * Format: uuid
                             * @description Owning organization
                             */
                            organization_id: string;
                            /** @description Pre-signed preview URLs, valid 60 minutes */
                            preview_urls?: {
                                gif?: string;
                                pose_frame?: string;
                            };
                            /** @description Pre-signed download URL, valid 60 minutes */
                            signed_url: string;
                            /**
                             * @description Review status (interface §3)
                             * @enum {unknown}
                             */
                            status: "pending" | "accepted" | "rejected" | "for_admin_review" | "superseded" | "discarded";
                        };
                    };
                };
                /** @description Every error answers with this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/files/{*}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload a file
         * @description Raw bytes as the body. Paths are written once (409 if taken); at most 1073741824 bytes (413).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    "*": string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content_type: string;
                            data_byte_size: number;
                            link: string;
                            sha256: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/mechas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every mecha with its state */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            mechas: {
                                /** @description null for a robot that never connected */
                                battery_percent: number | null;
                                id: string;
                                last_seen: string | null;
                                /** @enum {unknown} */
                                mode: "standard" | "stair_climbing";
                                model: string;
                                name: string;
                                /** @description whether the robot is connected now (always true when simulated in process) */
                                online: boolean;
                                /** Format: uuid */
                                organization_id: string;
                                stair_capable: boolean;
                                /** @enum {unknown} */
                                state: "offline" | "ready" | "moving" | "resting" | "fault" | "estopped";
                            }[];
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Register a mecha to an organization
         * @description Models: quadruped (stair-capable legged), rover (wheeled, no stair mode).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A world map for the simulator (docs/mecha.md); default map when absent */
                        map?: unknown;
                        /** @enum {unknown} */
                        model: "quadruped" | "rover";
                        name?: string;
                        /** Format: uuid */
                        organization_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            date_created: string;
                            id: string;
                            model: string;
                            name: string;
                            /** Format: uuid */
                            organization_id: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List organizations */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            date_created: string;
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create an organization */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            date_created: string;
                            /** Format: uuid */
                            id: string;
                            name: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/organizations/{organization_id}/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an organization's keys (never the keys themselves) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    organization_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            date_created: string;
                            /** Format: uuid */
                            id: string;
                            name: string | null;
                            /** Format: uuid */
                            organization_id: string;
                            /** @description First characters of the key, to tell keys apart */
                            prefix: string;
                            revoked_at: string | null;
                        }[];
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Issue an API key
         * @description The key is in this response only; the service keeps its SHA-256 digest.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    organization_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            date_created: string;
                            /** Format: uuid */
                            id: string;
                            /** @description The key itself; shown only in this response */
                            key: string;
                            name: string | null;
                            /** Format: uuid */
                            organization_id: string;
                            /** @description First characters of the key, to tell keys apart */
                            prefix: string;
                            revoked_at: string | null;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/organizations/{organization_id}/releases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a release for an organization */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    organization_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dataset_ids: string[];
                        /** @description A structural illustration rather than a material release */
                        example_only?: boolean;
                        notes?: string;
                        /** @enum {unknown} */
                        program: "professional-work" | "software" | "workflow";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description admin or api_key:<key id> */
                            created_by: string;
                            dataset_count: number;
                            /** Format: date-time */
                            date_created: string;
                            example_only: boolean;
                            /** Format: uuid */
                            id: string;
                            manifest: {
                                [key: string]: unknown;
                            };
                            /** Format: uuid */
                            organization_id: string;
                            /** @enum {unknown} */
                            program: "professional-work" | "software" | "workflow";
                        };
                    };
                };
                /** @description Every error answers with this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/releases/{release_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fetch any release */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    release_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description admin or api_key:<key id> */
                            created_by: string;
                            dataset_count: number;
                            /** Format: date-time */
                            date_created: string;
                            example_only: boolean;
                            /** Format: uuid */
                            id: string;
                            manifest: {
                                [key: string]: unknown;
                            };
                            /** Format: uuid */
                            organization_id: string;
                            /** @enum {unknown} */
                            program: "professional-work" | "software" | "workflow";
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/datasets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List datasets
         * @description Only the caller's organization. Filters combine with AND; `metadata=key:value` is repeatable and splits at the first colon. Newest first (date_created desc, then id). `total` ignores limit and offset.
         */
        get: {
            parameters: {
                query?: {
                    /** @description episode = real robot deployment recordings; synthetic_pov = AI-generated first-person video; synthetic_third_person = AI-generated third-person video; telemetry = sensor and telemetry data streams */
                    data_type?: "episode" | "synthetic_pov" | "synthetic_third_person" | "telemetry";
                    limit?: number;
                    /** @description Repeatable; several filters combine with AND */
                    metadata?: string[];
                    offset?: number;
                    /** @description Review status (interface §3) */
                    status?: "pending" | "accepted" | "rejected" | "for_admin_review" | "superseded" | "discarded";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            datasets: {
                                /** @description Size in bytes */
                                data_byte_size: number;
                                /**
                                 * @description episode = real robot deployment recordings; synthetic_pov = AI-generated first-person video; synthetic_third_person = AI-generated third-person video; telemetry = sensor and telemetry data streams
                                 * @enum {unknown}
                                 */
                                data_type: "episode" | "synthetic_pov" | "synthetic_third_person" | "telemetry";
                                /** Format: date-time */
                                date_created: string;
                                /** Format: date-time */
                                date_updated: string;
                                description: string | null;
                                /** Format: uuid */
                                id: string;
                                /** @description Storage path of the file */
                                link: string;
                                /** @description Custom key-value pairs. A rejection stores its reason under `rejection_reason`. */
                                metadata: {
                                    [key: string]: unknown;
                                };
                                name: string;
                                /**
                                 * Format: uuid
                                 * @description Owning organization
                                 */
                                organization_id: string;
                                /** @description Pre-signed preview URLs, valid 60 minutes */
                                preview_urls?: {
                                    gif?: string;
                                    pose_frame?: string;
                                };
                                /**
                                 * @description Review status (interface §3)
                                 * @enum {unknown}
                                 */
                                status: "pending" | "accepted" | "rejected" | "for_admin_review" | "superseded" | "discarded";
                            }[];
                            /** @description Datasets matching the query, regardless of limit and offset */
                            total: number;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/datasets/{dataset_id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a pending dataset
         * @description No body. Under concurrency exactly one transition out of pending succeeds; the others get 422.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    dataset_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            message: string;
                            /**
                             * @description Review status (interface §3)
                             * @enum {unknown}
                             */
                            status: "pending" | "accepted" | "rejected" | "for_admin_review" | "superseded" | "discarded";
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/datasets/{dataset_id}/iterations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Iteration history
         * @description All versions of a synthetic dataset, ascending. Only the latest version can be active; earlier ones are superseded with a reason. Episode and telemetry datasets have no iterations (404).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    dataset_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            iteration_group_id: string;
                            /** @description All versions, ascending */
                            iterations: {
                                /** Format: date-time */
                                created_at: string;
                                /** Format: uuid */
                                dataset_id: string;
                                /** @description Pre-signed download URL, valid 60 minutes */
                                download_url: string;
                                /** @description Custom key-value pairs. A rejection stores its reason under `rejection_reason`. */
                                metadata: {
                                    [key: string]: unknown;
                                };
                                parent_dataset_id: string | null;
                                /** @description Pre-signed preview URLs, valid 60 minutes */
                                preview_urls: {
                                    gif?: string;
                                    pose_frame?: string;
                                };
                                prompt: string;
                                regeneration_reason: string | null;
                                /**
                                 * @description Review status (interface §3)
                                 * @enum {unknown}
                                 */
                                status: "pending" | "accepted" | "rejected" | "for_admin_review" | "superseded" | "discarded";
                                superseded_reason: string | null;
                                version: number;
                            }[];
                            latest_version: number;
                            total_versions: number;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/datasets/{dataset_id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a pending dataset with a reason
         * @description JSON body `{"reason": string}` with Content-Type application/json. The reason is stored in the dataset's metadata under `rejection_reason`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    dataset_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Why the dataset is rejected */
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            message: string;
                            /**
                             * @description Review status (interface §3)
                             * @enum {unknown}
                             */
                            status: "pending" | "accepted" | "rejected" | "for_admin_review" | "superseded" | "discarded";
                        };
                    };
                };
                /** @description Every error answers with this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/datasets/dataset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch one dataset
         * @description Includes `signed_url`, a download link valid for 60 minutes.
         */
        get: {
            parameters: {
                query: {
                    id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Size in bytes */
                            data_byte_size: number;
                            /**
                             * @description episode = real robot deployment recordings; synthetic_pov = AI-generated first-person video; synthetic_third_person = AI-generated third-person video; telemetry = sensor and telemetry data streams
                             * @enum {unknown}
                             */
                            data_type: "episode" | "synthetic_pov" | "synthetic_third_person" | "telemetry";
                            /** Format: date-time */
                            date_created: string;
                            /** Format: date-time */
                            date_updated: string;
                            description: string | null;
                            /** Format: uuid */
                            id: string;
                            /** @description Storage path of the file */
                            link: string;
                            /** @description Custom key-value pairs. A rejection stores its reason under `rejection_reason`. */
                            metadata: {
                                [key: string]: unknown;
                            };
                            name: string;
                            /**
                             * Format: uuid
                             * @description Owning organization
                             */
                            organization_id: string;
                            /** @description Pre-signed preview URLs, valid 60 minutes */
                            preview_urls?: {
                                gif?: string;
                                pose_frame?: string;
                            };
                            /** @description Pre-signed download URL, valid 60 minutes */
                            signed_url: string;
                            /**
                             * @description Review status (interface §3)
                             * @enum {unknown}
                             */
                            status: "pending" | "accepted" | "rejected" | "for_admin_review" | "superseded" | "discarded";
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/datasets/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dataset statistics
         * @description The caller's organization. Every status and data type key is present (0 when none); daily_volume_last_7_days lists the seven UTC calendar days ending today, newest first.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            by_data_type: {
                                episode: number;
                                synthetic_pov: number;
                                synthetic_third_person: number;
                                telemetry: number;
                            };
                            by_status: {
                                accepted: number;
                                discarded: number;
                                for_admin_review: number;
                                pending: number;
                                rejected: number;
                                superseded: number;
                            };
                            /** @description UTC calendar days ending today, newest first */
                            daily_volume_last_7_days: {
                                count: number;
                                /** Format: date */
                                date: string;
                            }[];
                            total_datasets: number;
                            total_size_bytes: number;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{*}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a file through a signed link
         * @description Links are valid 60 minutes; an expired or edited link answers 403. Supports Range requests.
         */
        get: {
            parameters: {
                query?: {
                    expires?: string;
                    signature?: string;
                };
                header?: never;
                path: {
                    "*": string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every error answers with this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                416: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Download a file through a signed link
         * @description Links are valid 60 minutes; an expired or edited link answers 403. Supports Range requests.
         */
        head: {
            parameters: {
                query?: {
                    expires?: string;
                    signature?: string;
                };
                header?: never;
                path: {
                    "*": string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every error answers with this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                416: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mecha/{model}/set_mode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch movement mode
         * @description `model` is the stair-capable legged model (`quadruped`). Set stair_climbing before moving over stairs, standard after. 422 while moving, on a model without stair mode, or when the path model does not match.
         */
        post: {
            parameters: {
                query: {
                    mecha_id: string;
                    /** @description stair_climbing or standard */
                    mode: string;
                };
                header?: never;
                path: {
                    model: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            at: string;
                            battery: {
                                charging: boolean;
                                low: boolean;
                                percent: number;
                            };
                            commanded_speed_mps: number | null;
                            errors: {
                                cleared_at: string | null;
                                code: string;
                                message: string;
                                /** Format: date-time */
                                raised_at: string;
                            }[];
                            estop_latched: boolean;
                            id: string;
                            last_command: {
                                /** Format: date-time */
                                at: string;
                                name: string;
                            } | null;
                            /** @description when the service last heard from the robot; null when it never connected */
                            last_seen: string | null;
                            last_stop_reason: string | null;
                            lease: {
                                /** Format: date-time */
                                expires_at: string;
                                holder: string;
                            } | null;
                            /** @enum {unknown} */
                            mode: "standard" | "stair_climbing";
                            model: string;
                            model_limits: {
                                max_incline_deg: number | null;
                                max_speed_mps: number;
                                max_step_height_m: number | null;
                                max_waypoints: number;
                                min_speed_mps: number;
                                min_step_depth_m: number | null;
                                operational_range_m: number;
                                stair_capable: boolean;
                                stair_max_speed_mps: number | null;
                            };
                            name: string;
                            /** @description whether the robot is connected now */
                            online: boolean;
                            organization_id: string;
                            path: {
                                distance_left_m: number;
                                next_index: number;
                                waypoints: {
                                    x: number;
                                    y: number;
                                }[];
                            } | null;
                            pose: {
                                heading_deg: number;
                                x: number;
                                y: number;
                                z: number;
                            };
                            recent_errors: {
                                cleared_at: string | null;
                                code: string;
                                message: string;
                                /** Format: date-time */
                                raised_at: string;
                            }[];
                            speed_mps: number;
                            /** @enum {unknown} */
                            state: "offline" | "ready" | "moving" | "resting" | "fault" | "estopped";
                            uptime_s: number;
                            warnings: {
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every error answers with this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mecha/action/estop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Emergency stop (latched)
         * @description Halts at once and latches: nothing but release_estop (by the lease holder, if any) clears it. Anyone with access may send it.
         */
        post: {
            parameters: {
                query: {
                    /** @description The mecha to command */
                    mecha_id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            at: string;
                            battery: {
                                charging: boolean;
                                low: boolean;
                                percent: number;
                            };
                            commanded_speed_mps: number | null;
                            errors: {
                                cleared_at: string | null;
                                code: string;
                                message: string;
                                /** Format: date-time */
                                raised_at: string;
                            }[];
                            estop_latched: boolean;
                            id: string;
                            last_command: {
                                /** Format: date-time */
                                at: string;
                                name: string;
                            } | null;
                            /** @description when the service last heard from the robot; null when it never connected */
                            last_seen: string | null;
                            last_stop_reason: string | null;
                            lease: {
                                /** Format: date-time */
                                expires_at: string;
                                holder: string;
                            } | null;
                            /** @enum {unknown} */
                            mode: "standard" | "stair_climbing";
                            model: string;
                            model_limits: {
                                max_incline_deg: number | null;
                                max_speed_mps: number;
                                max_step_height_m: number | null;
                                max_waypoints: number;
                                min_speed_mps: number;
                                min_step_depth_m: number | null;
                                operational_range_m: number;
                                stair_capable: boolean;
                                stair_max_speed_mps: number | null;
                            };
                            name: string;
                            /** @description whether the robot is connected now */
                            online: boolean;
                            organization_id: string;
                            path: {
                                distance_left_m: number;
                                next_index: number;
                                waypoints: {
                                    x: number;
                                    y: number;
                                }[];
                            } | null;
                            pose: {
                                heading_deg: number;
                                x: number;
                                y: number;
                                z: number;
                            };
                            recent_errors: {
                                cleared_at: string | null;
                                code: string;
                                message: string;
                                /** Format: date-time */
                                raised_at: string;
                            }[];
                            speed_mps: number;
                            /** @enum {unknown} */
                            state: "offline" | "ready" | "moving" | "resting" | "fault" | "estopped";
                            uptime_s: number;
                            warnings: {
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every error answers with this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mecha/action/initialize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Initialize a mecha
         * @description offline or resting → ready (standing). Needs at least 5% battery. Answers the status object.
         */
        post: {
            parameters: {
                query: {
                    /** @description The mecha to command */
                    mecha_id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            at: string;
                            battery: {
                                charging: boolean;
                                low: boolean;
                                percent: number;
                            };
                            commanded_speed_mps: number | null;
                            errors: {
                                cleared_at: string | null;
                                code: string;
                                message: string;
                                /** Format: date-time */
                                raised_at: string;
                            }[];
                            estop_latched: boolean;
                            id: string;
                            last_command: {
                                /** Format: date-time */
                                at: string;
                                name: string;
                            } | null;
                            /** @description when the service last heard from the robot; null when it never connected */
                            last_seen: string | null;
                            last_stop_reason: string | null;
                            lease: {
                                /** Format: date-time */
                                expires_at: string;
                                holder: string;
                            } | null;
                            /** @enum {unknown} */
                            mode: "standard" | "stair_climbing";
                            model: string;
                            model_limits: {
                                max_incline_deg: number | null;
                                max_speed_mps: number;
                                max_step_height_m: number | null;
                                max_waypoints: number;
                                min_speed_mps: number;
                                min_step_depth_m: number | null;
                                operational_range_m: number;
                                stair_capable: boolean;
                                stair_max_speed_mps: number | null;
                            };
                            name: string;
                            /** @description whether the robot is connected now */
                            online: boolean;
                            organization_id: string;
                            path: {
                                distance_left_m: number;
                                next_index: number;
                                waypoints: {
                                    x: number;
                                    y: number;
                                }[];
                            } | null;
                            pose: {
                                heading_deg: number;
                                x: number;
                                y: number;
                                z: number;
                            };
                            recent_errors: {
                                cleared_at: string | null;
                                code: string;
                                message: string;
                                /** Format: date-time */
                                raised_at: string;
                            }[];
                            speed_mps: number;
                            /** @enum {unknown} */
                            state: "offline" | "ready" | "moving" | "resting" | "fault" | "estopped";
                            uptime_s: number;
                            warnings: {
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every error answers with this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mecha/action/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Walk a path of waypoints
         * @description Body: JSON array of {x, y} in meters relative to the start (at most 100; under 50 recommended). Answers null once accepted; the mecha then walks in real time. A move while moving preempts the running path. 400: speed outside 0.1–1.0, malformed waypoints, out of range, stairs no mode can climb. 422: not initialized, resting, in a fault or e-stop, stairs in standard mode, another client holds the lease.
         */
        post: {
            parameters: {
                query: {
                    mecha_id: string;
                    /** @description m/s, 0.1 to 1.0, default 1 (stair mode holds 0.3 at most) */
                    speed?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description Array of {x: number, y: number} */
            requestBody: {
                content: {
                    "application/json": {
                        x: number;
                        y: number;
                    }[];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every error answers with this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mecha/action/release_estop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Release an emergency stop
         * @description Clears the latch; the mecha is resting and must be initialized again before it moves.
         */
        post: {
            parameters: {
                query: {
                    /** @description The mecha to command */
                    mecha_id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            at: string;
                            battery: {
                                charging: boolean;
                                low: boolean;
                                percent: number;
                            };
                            commanded_speed_mps: number | null;
                            errors: {
                                cleared_at: string | null;
                                code: string;
                                message: string;
                                /** Format: date-time */
                                raised_at: string;
                            }[];
                            estop_latched: boolean;
                            id: string;
                            last_command: {
                                /** Format: date-time */
                                at: string;
                                name: string;
                            } | null;
                            /** @description when the service last heard from the robot; null when it never connected */
                            last_seen: string | null;
                            last_stop_reason: string | null;
                            lease: {
                                /** Format: date-time */
                                expires_at: string;
                                holder: string;
                            } | null;
                            /** @enum {unknown} */
                            mode: "standard" | "stair_climbing";
                            model: string;
                            model_limits: {
                                max_incline_deg: number | null;
                                max_speed_mps: number;
                                max_step_height_m: number | null;
                                max_waypoints: number;
                                min_speed_mps: number;
                                min_step_depth_m: number | null;
                                operational_range_m: number;
                                stair_capable: boolean;
                                stair_max_speed_mps: number | null;
                            };
                            name: string;
                            /** @description whether the robot is connected now */
                            online: boolean;
                            organization_id: string;
                            path: {
                                distance_left_m: number;
                                next_index: number;
                                waypoints: {
                                    x: number;
                                    y: number;
                                }[];
                            } | null;
                            pose: {
                                heading_deg: number;
                                x: number;
                                y: number;
                                z: number;
                            };
                            recent_errors: {
                                cleared_at: string | null;
                                code: string;
                                message: string;
                                /** Format: date-time */
                                raised_at: string;
                            }[];
                            speed_mps: number;
                            /** @enum {unknown} */
                            state: "offline" | "ready" | "moving" | "resting" | "fault" | "estopped";
                            uptime_s: number;
                            warnings: {
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every error answers with this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mecha/action/rest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop and reset a mecha
         * @description Always succeeds for a known mecha, even while another client holds the control lease: halts any path, powers down (resting, docked charging), clears faults except an empty battery, mode back to standard. Initialize again before moving.
         */
        post: {
            parameters: {
                query: {
                    /** @description The mecha to command */
                    mecha_id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            at: string;
                            battery: {
                                charging: boolean;
                                low: boolean;
                                percent: number;
                            };
                            commanded_speed_mps: number | null;
                            errors: {
                                cleared_at: string | null;
                                code: string;
                                message: string;
                                /** Format: date-time */
                                raised_at: string;
                            }[];
                            estop_latched: boolean;
                            id: string;
                            last_command: {
                                /** Format: date-time */
                                at: string;
                                name: string;
                            } | null;
                            /** @description when the service last heard from the robot; null when it never connected */
                            last_seen: string | null;
                            last_stop_reason: string | null;
                            lease: {
                                /** Format: date-time */
                                expires_at: string;
                                holder: string;
                            } | null;
                            /** @enum {unknown} */
                            mode: "standard" | "stair_climbing";
                            model: string;
                            model_limits: {
                                max_incline_deg: number | null;
                                max_speed_mps: number;
                                max_step_height_m: number | null;
                                max_waypoints: number;
                                min_speed_mps: number;
                                min_step_depth_m: number | null;
                                operational_range_m: number;
                                stair_capable: boolean;
                                stair_max_speed_mps: number | null;
                            };
                            name: string;
                            /** @description whether the robot is connected now */
                            online: boolean;
                            organization_id: string;
                            path: {
                                distance_left_m: number;
                                next_index: number;
                                waypoints: {
                                    x: number;
                                    y: number;
                                }[];
                            } | null;
                            pose: {
                                heading_deg: number;
                                x: number;
                                y: number;
                                z: number;
                            };
                            recent_errors: {
                                cleared_at: string | null;
                                code: string;
                                message: string;
                                /** Format: date-time */
                                raised_at: string;
                            }[];
                            speed_mps: number;
                            /** @enum {unknown} */
                            state: "offline" | "ready" | "moving" | "resting" | "fault" | "estopped";
                            uptime_s: number;
                            warnings: {
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every error answers with this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mecha/action/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Halt in place
         * @description Ends the running path where the mecha stands; it stays ready. Always allowed.
         */
        post: {
            parameters: {
                query: {
                    /** @description The mecha to command */
                    mecha_id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            at: string;
                            battery: {
                                charging: boolean;
                                low: boolean;
                                percent: number;
                            };
                            commanded_speed_mps: number | null;
                            errors: {
                                cleared_at: string | null;
                                code: string;
                                message: string;
                                /** Format: date-time */
                                raised_at: string;
                            }[];
                            estop_latched: boolean;
                            id: string;
                            last_command: {
                                /** Format: date-time */
                                at: string;
                                name: string;
                            } | null;
                            /** @description when the service last heard from the robot; null when it never connected */
                            last_seen: string | null;
                            last_stop_reason: string | null;
                            lease: {
                                /** Format: date-time */
                                expires_at: string;
                                holder: string;
                            } | null;
                            /** @enum {unknown} */
                            mode: "standard" | "stair_climbing";
                            model: string;
                            model_limits: {
                                max_incline_deg: number | null;
                                max_speed_mps: number;
                                max_step_height_m: number | null;
                                max_waypoints: number;
                                min_speed_mps: number;
                                min_step_depth_m: number | null;
                                operational_range_m: number;
                                stair_capable: boolean;
                                stair_max_speed_mps: number | null;
                            };
                            name: string;
                            /** @description whether the robot is connected now */
                            online: boolean;
                            organization_id: string;
                            path: {
                                distance_left_m: number;
                                next_index: number;
                                waypoints: {
                                    x: number;
                                    y: number;
                                }[];
                            } | null;
                            pose: {
                                heading_deg: number;
                                x: number;
                                y: number;
                                z: number;
                            };
                            recent_errors: {
                                cleared_at: string | null;
                                code: string;
                                message: string;
                                /** Format: date-time */
                                raised_at: string;
                            }[];
                            speed_mps: number;
                            /** @enum {unknown} */
                            state: "offline" | "ready" | "moving" | "resting" | "fault" | "estopped";
                            uptime_s: number;
                            warnings: {
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every error answers with this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mecha/diagnostic/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mecha diagnostics
         * @description State, mode, pose (x, y, z, heading), current and commanded speed, the active path with the next waypoint index and distance left, battery, active and recent error conditions, warnings, last command, last stop reason, uptime, model limits, control lease and e-stop latch.
         */
        get: {
            parameters: {
                query: {
                    /** @description The mecha to command */
                    mecha_id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            at: string;
                            battery: {
                                charging: boolean;
                                low: boolean;
                                percent: number;
                            };
                            commanded_speed_mps: number | null;
                            errors: {
                                cleared_at: string | null;
                                code: string;
                                message: string;
                                /** Format: date-time */
                                raised_at: string;
                            }[];
                            estop_latched: boolean;
                            id: string;
                            last_command: {
                                /** Format: date-time */
                                at: string;
                                name: string;
                            } | null;
                            /** @description when the service last heard from the robot; null when it never connected */
                            last_seen: string | null;
                            last_stop_reason: string | null;
                            lease: {
                                /** Format: date-time */
                                expires_at: string;
                                holder: string;
                            } | null;
                            /** @enum {unknown} */
                            mode: "standard" | "stair_climbing";
                            model: string;
                            model_limits: {
                                max_incline_deg: number | null;
                                max_speed_mps: number;
                                max_step_height_m: number | null;
                                max_waypoints: number;
                                min_speed_mps: number;
                                min_step_depth_m: number | null;
                                operational_range_m: number;
                                stair_capable: boolean;
                                stair_max_speed_mps: number | null;
                            };
                            name: string;
                            /** @description whether the robot is connected now */
                            online: boolean;
                            organization_id: string;
                            path: {
                                distance_left_m: number;
                                next_index: number;
                                waypoints: {
                                    x: number;
                                    y: number;
                                }[];
                            } | null;
                            pose: {
                                heading_deg: number;
                                x: number;
                                y: number;
                                z: number;
                            };
                            recent_errors: {
                                cleared_at: string | null;
                                code: string;
                                message: string;
                                /** Format: date-time */
                                raised_at: string;
                            }[];
                            speed_mps: number;
                            /** @enum {unknown} */
                            state: "offline" | "ready" | "moving" | "resting" | "fault" | "estopped";
                            uptime_s: number;
                            warnings: {
                                code: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every error answers with this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mecha/ws/ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a single-use ticket for the WebSocket
         * @description Valid 30 seconds, once. Open `/mecha/ws?ticket=…` with it (for browsers; never put the key in a URL).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            expires_at: string;
                            /** @description Single use; pass as ?ticket= when opening /mecha/ws */
                            ticket: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mechas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the organization's mechas */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            mechas: {
                                /** @description null for a robot that never connected */
                                battery_percent: number | null;
                                id: string;
                                last_seen: string | null;
                                /** @enum {unknown} */
                                mode: "standard" | "stair_climbing";
                                model: string;
                                name: string;
                                /** @description whether the robot is connected now (always true when simulated in process) */
                                online: boolean;
                                /** Format: uuid */
                                organization_id: string;
                                stair_capable: boolean;
                                /** @enum {unknown} */
                                state: "offline" | "ready" | "moving" | "resting" | "fault" | "estopped";
                            }[];
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/releases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the caller's releases, newest first */
        get: {
            parameters: {
                query: {
                    limit: number;
                    offset: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            releases: {
                                /** @description admin or api_key:<key id> */
                                created_by: string;
                                dataset_count: number;
                                /** Format: date-time */
                                date_created: string;
                                example_only: boolean;
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                organization_id: string;
                                /** @enum {unknown} */
                                program: "professional-work" | "software" | "workflow";
                            }[];
                            total: number;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a release from datasets
         * @description Builds and stores the manifest. Accepted datasets are accepted_for_release, pending ones under_review; rejected, superseded, discarded and for_admin_review datasets cannot be released (422 naming them all).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dataset_ids: string[];
                        /** @description A structural illustration rather than a material release */
                        example_only?: boolean;
                        notes?: string;
                        /** @enum {unknown} */
                        program: "professional-work" | "software" | "workflow";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description admin or api_key:<key id> */
                            created_by: string;
                            dataset_count: number;
                            /** Format: date-time */
                            date_created: string;
                            example_only: boolean;
                            /** Format: uuid */
                            id: string;
                            manifest: {
                                [key: string]: unknown;
                            };
                            /** Format: uuid */
                            organization_id: string;
                            /** @enum {unknown} */
                            program: "professional-work" | "software" | "workflow";
                        };
                    };
                };
                /** @description Every error answers with this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/releases/{release_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fetch a release with its manifest */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    release_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description admin or api_key:<key id> */
                            created_by: string;
                            dataset_count: number;
                            /** Format: date-time */
                            date_created: string;
                            example_only: boolean;
                            /** Format: uuid */
                            id: string;
                            manifest: {
                                [key: string]: unknown;
                            };
                            /** Format: uuid */
                            organization_id: string;
                            /** @enum {unknown} */
                            program: "professional-work" | "software" | "workflow";
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/releases/{release_id}/manifest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a release's manifest
         * @description The manifest document alone, as a JSON file.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    release_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/releases/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Validate a release manifest
         * @description Validated against the JSON Schema (2020-12) served at /schemas/release-manifest.schema.json.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description A release manifest */
            requestBody: {
                content: {
                    "application/json": unknown;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                message: string;
                                pointer: string;
                            }[];
                            valid: boolean;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers with this body. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/schemas/release-manifest.schema.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Release manifest JSON Schema (draft 2020-12) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
