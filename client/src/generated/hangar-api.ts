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
        delete: operations["adminRevokeApiKey"];
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
        get: operations["adminListAudit"];
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
        post: operations["adminCreateDataset"];
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
        get: operations["adminGetDataset"];
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
        post: operations["adminCreateIteration"];
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
        post: operations["adminSetDatasetStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/files/{path}": {
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
        put: operations["adminUploadFile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List jobs
         * @description Indexing, previews and every later kind of work, newest first: what is queued, running, done, failed or cancelled. A failed job keeps its last error as a sentence.
         */
        get: operations["adminListJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/jobs/{job_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a queued job
         * @description A running job finishes its run (nothing is left half-written); another state → 422.
         */
        post: operations["adminCancelJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/jobs/{job_id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a failed or cancelled job again
         * @description Its runs are counted afresh. Another state → 422.
         */
        post: operations["adminRetryJob"];
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
        get: operations["adminListMechas"];
        put?: never;
        /**
         * Register a mecha to an organization
         * @description Models: quadruped (stair-capable legged), rover (wheeled, no stair mode). With a message broker (MQTT_URL or MQTT_LISTEN_PORT) the answer carries the robot’s own broker credentials, once.
         */
        post: operations["adminRegisterMecha"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/mechas/{mecha_id}/broker-credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue new broker credentials for a mecha's robot agent
         * @description The previous password stops working at the robot’s next login. 422 when the service runs its robots in process (no MQTT_URL or MQTT_LISTEN_PORT).
         */
        post: operations["adminRotateMechaBrokerCredentials"];
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
        get: operations["adminListOrganizations"];
        put?: never;
        /** Create an organization */
        post: operations["adminCreateOrganization"];
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
        get: operations["adminListApiKeys"];
        put?: never;
        /**
         * Issue an API key
         * @description The key is in this response only; the service keeps its SHA-256 digest.
         */
        post: operations["adminIssueApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/organizations/{organization_id}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite a person (an organization's first owner)
         * @description A one-time link, valid 7 days: the person opens it in the console, sets a name and a password and is signed in. The link is in this response only. An address that already is a member of the organization answers 409; accounts it has in other organizations change nothing.
         */
        post: operations["adminCreateInvitation"];
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
        post: operations["adminCreateRelease"];
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
        get: operations["adminGetRelease"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a resumable upload (tus creation)
         * @description tus 1.0 (https://tus.io/protocols/resumable-upload), extensions creation, creation-with-upload, termination and expiration; any tus client (tus-js-client, tus-py-client, Uppy) works. Every request but OPTIONS carries `Tus-Resumable: 1.0.0`. Headers: `Upload-Length` (bytes, at most the upload limit; 413 beyond) and `Upload-Metadata` with `path` (the file's path, the rules of `PUT /admin/files/{path}`: 422 if malformed, 409 if taken) and `sha256` (64 lowercase hex digits). A body of type `application/offset+octet-stream` may carry the first bytes (creation-with-upload). The upload expires `UPLOAD_EXPIRY_HOURS` after creation (`Upload-Expires`).
         */
        post: operations["adminCreateUpload"];
        delete?: never;
        /**
         * What the resumable uploads support (tus discovery)
         * @description tus 1.0 (https://tus.io/protocols/resumable-upload), extensions creation, creation-with-upload, termination and expiration; any tus client (tus-js-client, tus-py-client, Uppy) works. Every request but OPTIONS carries `Tus-Resumable: 1.0.0`. Answers without the admin key (a discovery request, like a browser's CORS preflight, carries none), before rate limiting: the protocol version, the extensions and the upload limit, nothing about any upload.
         */
        options: operations["adminDiscoverUploads"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/uploads/{id}": {
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
         * Abandon a resumable upload (tus termination)
         * @description tus 1.0 (https://tus.io/protocols/resumable-upload), extensions creation, creation-with-upload, termination and expiration; any tus client (tus-js-client, tus-py-client, Uppy) works. Every request but OPTIONS carries `Tus-Resumable: 1.0.0`. Removes what was stored of it.
         */
        delete: operations["adminDeleteUpload"];
        options?: never;
        /**
         * How much of a resumable upload is stored (tus HEAD)
         * @description tus 1.0 (https://tus.io/protocols/resumable-upload), extensions creation, creation-with-upload, termination and expiration; any tus client (tus-js-client, tus-py-client, Uppy) works. Every request but OPTIONS carries `Tus-Resumable: 1.0.0`. Answers `Upload-Offset` (resume from there) and `Upload-Length`; 404 for an unknown, finished or expired upload.
         */
        head: operations["adminGetUploadOffset"];
        /**
         * Send bytes of a resumable upload (tus PATCH)
         * @description tus 1.0 (https://tus.io/protocols/resumable-upload), extensions creation, creation-with-upload, termination and expiration; any tus client (tus-js-client, tus-py-client, Uppy) works. Every request but OPTIONS carries `Tus-Resumable: 1.0.0`. Body: bytes of type `application/offset+octet-stream` from `Upload-Offset` (which must be the stored offset; 409 otherwise: ask HEAD). Bytes are stored as they arrive and the offset committed every few MiB, so a broken connection keeps every byte that arrived. 423 when a newer request for the same upload took it over (ask HEAD, resume). With the last byte the upload becomes the file: 204 with `Hangar-File-Link`, or 422 if the bytes do not match the declared sha256 (the upload is removed), 409 if the path was taken meanwhile, 503 if the file store is unavailable (send an empty PATCH at the end offset to retry).
         */
        patch: operations["adminAppendUpload"];
        trace?: never;
    };
    "/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An address's accounts
         * @description Every account of the address, one per organization it belongs to, oldest first (an empty list when there is none). Addresses compare without regard to case.
         */
        get: operations["adminFindUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{user_id}": {
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
         * Remove an account
         * @description Deletes the account and ends its sessions at once; its audit entries keep its name. An organization's last owner may be removed too: the platform can invite a new one.
         */
        delete: operations["adminRemoveUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{user_id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move an account to another organization
         * @description The account keeps its name and password and takes the role given; its sessions end. 404 for an unknown account or organization; 409 when the address is already a member there; 422 when it is already in that organization.
         */
        post: operations["adminMoveUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What an invitation is for
         * @description Unknown, used and expired invitations all answer the same 404.
         */
        get: operations["getInvitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/invitations/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation
         * @description Creates the person with this name and password and signs them in (sets the session cookie). The link works once: a second use answers 404. A password that is too short or too easy to guess answers 422 with the reason; an address that already is a member of the organization, 409.
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in person
         * @description 401 when not signed in (an API key is not a person).
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change my password
         * @description Needs the current password; the new one obeys the policy (422 says why not). Every other session of mine ends. Five wrong current passwords in 15 minutes answer 429.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My sessions
         * @description Live sessions, most recently active first; `current` marks the one of this request.
         */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions/{id}": {
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
         * End one of my sessions
         * @description It is refused from its next request on. Another person's session id answers 404.
         */
        delete: operations["revokeSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions/revoke-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out everywhere else
         * @description Ends every session of mine except this one; answers how many were still alive.
         */
        post: operations["revokeOtherSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password
         * @description Sets the session cookie and answers the CSRF token to send as X-CSRF-Token on every write. A wrong email or password answers 401 with one sentence for both. Attempts are limited per address and per account (429 with Retry-After). A browser post from another site is refused (403). An address with accounts in several organizations opens the one `organization_id` names, or else the oldest whose password matches.
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Deletes the session on the server (the cookie stops working everywhere) and clears it.
         */
        post: operations["signOut"];
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
         * @description Only the caller's organization. Filters combine with AND; `metadata=key:value` is repeatable and splits at the first colon; `verdict=` is repeatable (any of them, docs/findings.md). Newest first (date_created desc, then id). `total` ignores limit and offset.
         */
        get: operations["listDatasets"];
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
        post: operations["acceptDataset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/datasets/{dataset_id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who decided a dataset
         * @description For an accepted or rejected dataset: who decided (person or key, by the name it had then), when, and the rejection reason and the findings it cites (`finding_ids`); nulls and [] otherwise. Lets a client say "rejected by Ada Lovelace at 14:02" when its own accept or reject answers 422.
         */
        get: operations["getDatasetDecision"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/datasets/{dataset_id}/decisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A dataset's decisions, oldest first
         * @description Every accept, reject and reopen of the dataset, as appended (docs/review-workflow.md): who, when, why, the findings cited and the bulk decision it was part of. Its status is the last entry’s consequence; a dataset the platform imported decided has none.
         */
        get: operations["listDatasetDecisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/datasets/{dataset_id}/findings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A dataset's findings and its verdict
         * @description Every finding of the dataset, checks' and people's, in time order (those about the whole file first), with the verdict they give. Filters combine with AND.
         */
        get: operations["listDatasetFindings"];
        put?: never;
        /**
         * File a finding on a span of a recording
         * @description A person (reviewer or owner) or an API key. Times are seconds on the recording’s clock, inclusive, within its duration (GET /datasets/{dataset_id}/streams); both null for the whole file. 422 for a span outside the recording, a start after the end, a stream the recording has not, or times on a dataset whose streams are not indexed. Frames per stream are derived from each stream’s own timestamps. The dataset’s verdict follows at once.
         */
        post: operations["createDatasetFinding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/datasets/{dataset_id}/findings/{finding_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Confirm, dismiss or reopen a finding
         * @description A person (reviewer or owner) or an API key; `note` says why. A dismissed finding no longer counts toward the verdict. 404 for a finding that is not of this dataset.
         */
        patch: operations["updateDatasetFinding"];
        trace?: never;
    };
    "/datasets/{dataset_id}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An image stream's frame at a time
         * @description The compressed image (JPEG, PNG…, as recorded) of an MCAP image stream at `t`: the last frame at or before it (the first when t is before it). `Hangar-Frame-Time` says the frame's time. 404 for an unknown stream or streams not ready.
         */
        get: operations["getDatasetImageFrame"];
        put?: never;
        post?: never;
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
        get: operations["getDatasetIterations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/datasets/{dataset_id}/lineage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The releases that hold a dataset, with their consumers
         * @description Newest release first, each with its version, the dataset's version in it, its recall from it if any, and the training runs that read it.
         */
        get: operations["getDatasetLineage"];
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
         * @description JSON body `{"reason": string}` with Content-Type application/json. The reason is stored in the dataset's metadata under `rejection_reason`. `finding_ids` (optional) cites findings of the dataset the rejection rests on; GET /datasets/{dataset_id}/decision lists them (docs/findings.md).
         */
        post: operations["rejectDataset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/datasets/{dataset_id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take an accept or a rejection back
         * @description JSON body `{"reason": string}`. An accepted or rejected dataset becomes pending again; its verdict, findings and `metadata.rejection_reason` stay as they are. Any other status → 409. Appends a `reopened` entry to GET /datasets/{dataset_id}/decisions and emits `dataset.reopened` (docs/review-workflow.md).
         */
        post: operations["reopenDataset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/datasets/{dataset_id}/series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Channel values over a time range
         * @description At most `points` buckets of equal width per channel over [from, to] (seconds from the dataset start; default the whole dataset), each with the min, max and mean of its samples, so no spike is lost; empty buckets are left out. 404 for an unknown channel (or streams not ready), 422 when from is after to.
         */
        get: operations["getDatasetSeries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/datasets/{dataset_id}/streams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A dataset's streams
         * @description Videos (with signed links valid for 60 minutes), numeric channels and image streams read from the dataset's file and its companion files. `status` is `indexing` while they are read, `none` for a format Hangar does not read, `failed` with a one-sentence `detail` for a file it could not read. Times are seconds from the dataset start (docs/streams.md).
         */
        get: operations["getDatasetStreams"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/datasets/{dataset_id}/work": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What Hangar is doing on a dataset
         * @description The work Hangar does on a dataset after it arrives — its stream index, previews and checks — each with its state and, while it runs, how far along it is. `busy` is true while any of it is queued or running; the `dataset.processed` event says when each ends.
         */
        get: operations["getDatasetWork"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/datasets/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decide every dataset a filter matches, counted first
         * @description Two steps (docs/review-workflow.md#bulk). `dry_run: true` counts: `matched`, `actionable` (those the action changes), `skipped` by status, up to 20 `sample_ids` and a `token` valid 10 minutes. `dry_run: false` with that `token` and `expected` (its `actionable`) commits: every dataset gets its own decision entry (with `bulk_id`), audit entry and event, all in one transaction. If the matching datasets or their states changed since the count → 409 with the new counts, and nothing changes. At most 10000 datasets per bulk decision (422 beyond). `reason` is required to reject and to reopen. A token is refused when forged or counted for another filter or action (422), of another organization (403), or expired (410).
         */
        post: operations["bulkDecideDatasets"];
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
        get: operations["getDataset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/datasets/metadata-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's metadata keys and their frequent values
         * @description At most 50 keys (most used first), each with at most 20 values (most frequent first), for filter suggestions. Values longer than 200 characters are not suggested.
         */
        get: operations["listMetadataKeys"];
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
        get: operations["getDatasetStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's changes feed
         * @description Events oldest first, in commit order and without gaps, from `after` (a `next` of an earlier answer). Store `next` once the events are processed and every event is seen at least once, across restarts. With `wait`, an empty answer waits up to that many seconds for the next matching event. A cursor older than the events kept (EVENT_RETENTION_DAYS) answers 410: start again from a list. With `Accept: text/event-stream` the feed is a stream of server-sent events: each event as `id:` (its cursor), `event:` (its type) and `data:` (the event, JSON), from `after` or from the `Last-Event-ID` header (which wins; browsers send it when they reconnect). A message with only `id:` moves the cursor past events `types` skipped; a comment line every 15 s keeps the connection open. `limit` and `wait` do not apply. The stream ends when the service shuts down: reconnect. See docs/events.md.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a file through a signed link
         * @description Links are valid 60 minutes; an expired or edited link answers 403. Supports Range requests. Served with `X-Content-Type-Options: nosniff` and a sandboxing Content-Security-Policy; images, video and audio (not SVG) are `Content-Disposition: inline`, everything else `attachment`.
         */
        get: operations["downloadFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Download a file through a signed link
         * @description Links are valid 60 minutes; an expired or edited link answers 403. Supports Range requests. Served with `X-Content-Type-Options: nosniff` and a sandboxing Content-Security-Policy; images, video and audio (not SVG) are `Content-Disposition: inline`, everything else `attachment`.
         */
        head: operations["downloadFileHead"];
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
        /** Liveness: the process answers */
        get: operations["getHealth"];
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
        post: operations["setMechaMode"];
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
         * @description Halts at once and latches: nothing but release_estop (by the lease holder, if any) clears it. Anyone who may command mechas may send it (operator, owner, API key).
         */
        post: operations["estopMecha"];
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
        post: operations["initializeMecha"];
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
        post: operations["moveMecha"];
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
        post: operations["releaseEstopMecha"];
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
        post: operations["restMecha"];
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
        post: operations["stopMecha"];
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
        get: operations["getMechaStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mecha/world": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A mecha's world map
         * @description The operational range (meters from the start) and the staircases (foot, direction of ascent, width, step height and depth, step count, landing depth) of the map the mecha was registered with; the default map when none was given. Waypoints and poses are in the same frame.
         */
        get: operations["getMechaWorld"];
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
        post: operations["createWsTicket"];
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
        get: operations["listMechas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's API keys
         * @description Owners only, signed in. Newest first, revoked ones included; never the keys themselves.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description Owners only, signed in. The key is in this response only; the service keeps its SHA-256.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/api-keys/{id}": {
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
         * @description Owners only, signed in. The key is refused from its next request on, in every process. Revoking twice is fine (204); another organization’s key answers 404.
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's audit log
         * @description Newest first. `actor` matches an id exactly or a part of a name; `action` is a prefix; `from` and `to` are UTC days, both inclusive.
         */
        get: operations["listAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The checks datasets get, with the organization's settings and each one's precision
         * @description Any caller of the organization. Per check: on or off, its thresholds in effect and their defaults, whether it may reject by itself, and its precision at this version: its warnings and errors confirmed and dismissed, the datasets where any was decided, and those rejected.
         */
        get: operations["listOrgChecks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/checks/{check_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a check's settings for the organization: on or off, thresholds, auto_reject
         * @description An owner signed in, or an API key. Fields left out stay as they are. A change of `enabled` or of the thresholds in effect runs the checks again on the organization’s pending datasets whose checks ran or are queued (the newest 10,000 at most), queued in the same transaction. 404 for an unknown check; 422 for a threshold the check has not, or out of its bounds, and for `auto_reject: true` unless its precision is at least 0.95 over at least 200 decided datasets.
         */
        put: operations["updateOrgCheck"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite a person
         * @description Owners only. A one-time link (PUBLIC_BASE_URL/console/invitations/<token>), valid 7 days, shown only here; it replaces an earlier unused invitation of the same address. An address that already is a member of this organization answers 409; whether it has accounts elsewhere is neither told nor in the way.
         */
        post: operations["createInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/invitations/{id}": {
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
         * Take an invitation back
         * @description Owners only. The link stops working. Used invitations and other organizations’ answer 404.
         */
        delete: operations["revokeInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Members and pending invitations
         * @description Owners only. Members oldest first, each with their latest activity; invitations newest first.
         */
        get: operations["listMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/members/{user_id}": {
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
         * Remove a member
         * @description Owners only. Their sessions end at once. The last owner cannot be removed (422).
         */
        delete: operations["removeMember"];
        options?: never;
        head?: never;
        /**
         * Change a member's role
         * @description Owners only; applies to their open sessions at once. The last owner cannot be demoted (422).
         */
        patch: operations["changeMemberRole"];
        trace?: never;
    };
    "/org/members/{user_id}/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign a member out everywhere
         * @description Owners only. Ends every session of the member without removing them (a lost laptop); their open WebSockets close at once. Another organization's person answers 404.
         */
        post: operations["signOutMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's webhook endpoints
         * @description An owner signed in, or an API key. Newest first; never the secrets.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Add a webhook endpoint
         * @description An owner signed in, or an API key. It receives the events of the chosen types that commit from now on, signed as Standard Webhooks 1.0 specifies; the secret is in this answer only. At most 20 per organization.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/webhooks/{id}": {
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
         * Remove a webhook endpoint and its deliveries
         * @description An owner signed in, or an API key.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint: its URL, its event types, on or off
         * @description An owner signed in, or an API key.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/org/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook endpoint's deliveries, each with its attempts
         * @description An owner signed in, or an API key. Newest first: status, and per attempt its time, status code, duration and the answer's first bytes.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/webhooks/{id}/deliveries/{deliveryId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again, now (same webhook-id)
         * @description An owner signed in, or an API key. At most 10 tests and "send again"s of one endpoint a minute, together: one more answers 429 with Retry-After.
         */
        post: operations["redeliverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a webhook endpoint a new secret (the old one signs beside it for 24 hours)
         * @description An owner signed in, or an API key. The new secret is in this answer only. With `expire_previous=true` the old secret ends now instead (one that leaked): deliveries are signed with the new one only.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a webhook.test event to this endpoint
         * @description An owner signed in, or an API key. Delivered, signed and retried like any event. At most 10 tests and "send again"s of one endpoint a minute, together: one more answers 429 with Retry-After.
         */
        post: operations["testWebhook"];
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
        /** Readiness: the database and the file store (folder or S3 bucket) answer (503 otherwise) */
        get: operations["getReadiness"];
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
        get: operations["listReleases"];
        put?: never;
        /**
         * Create a release from datasets
         * @description Builds and stores the manifest. Accepted datasets are accepted_for_release, pending ones under_review; rejected, superseded, discarded and for_admin_review datasets cannot be released (422 naming them all).
         */
        post: operations["createRelease"];
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
        get: operations["getRelease"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/releases/{release_id}/consumers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The training runs that said they read the release, oldest first */
        get: operations["listReleaseConsumers"];
        put?: never;
        /**
         * Record that a training run read the release
         * @description Owner, reviewer or API key. `uri` is an absolute URI with a scheme (an MLflow or W&B run, an https page); javascript:, data:, vbscript: and file: are refused (422). A recall of the release names every consumer.
         */
        post: operations["addReleaseConsumer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/releases/{release_id}/croissant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Describe a release as a Croissant 1.1 dataset
         * @description JSON-LD conforming to http://mlcommons.org/croissant/1.1: a cr:FileObject per file (signed link valid 60 minutes, size, media type, sha256), cr:FileSets of camera videos and clips, cr:RecordSets of episodes and clips whose video fields are sc:VideoObject.
         */
        get: operations["getReleaseCroissant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/releases/{release_id}/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A release's exports, newest first */
        get: operations["listReleaseExports"];
        put?: never;
        /**
         * Export a release to a training format
         * @description Queues a job that writes the export through the file store; 202 with its id. The same release and format asked again while an export is queued, running or done answers that one (an export is reproducible: a second would have the same bytes); a failed one is asked anew. Owners, reviewers and API keys; another organization’s release is not found (404).
         */
        post: operations["createReleaseExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/releases/{release_id}/exports/{export_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An export: its status and progress, and once done its files with signed links */
        get: operations["getReleaseExport"];
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
        get: operations["getReleaseManifest"];
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
         * @description Validated against the JSON Schema (2020-12) served at /schemas/release-manifest.schema.json. Limits: a body of at most 8 MiB (413 beyond), at most 10000 records (422 beyond); the first 100 errors are listed, and `truncated` is true when there are more.
         */
        post: operations["validateManifest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/review/leases/{dataset_id}": {
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
         * Hand a claimed dataset back to the queue
         * @description Ends the caller’s lease: the dataset is offered to the next reviewer. 404 when the caller holds no running lease on it (none, another’s, ran out, decided, another organization’s dataset).
         */
        delete: operations["releaseReviewLease"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/review/leases/{dataset_id}/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keep a claimed dataset for another 10 minutes
         * @description Moves the end of the caller’s running lease to 10 minutes from now. 404 when the caller holds no lease on it (none, released, taken over by another after it ran out, another organization’s dataset); 409 when theirs ran out or the dataset was decided: ask `POST /review/next` again.
         */
        post: operations["renewReviewLease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/review/next": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim the next dataset to review
         * @description The next pending dataset matching `filter` (the list’s `data_type`, `metadata` and `verdict`), leased to the caller — a person or an API key — for 10 minutes: verdict `exclude` first, then `review`, then the others, oldest first within each. Datasets another reviewer holds are skipped. Asking again while the lease runs gives the same dataset back (if it still matches); otherwise that lease ends and the next is claimed. A decision ends the lease. 204 when nothing is left (docs/review-queue.md).
         */
        post: operations["reviewNext"];
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
        get: operations["getReleaseManifestSchema"];
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
    schemas: {
        /** Job */
        "def-0": {
            /** @description Runs started, the one running included */
            attempts: number;
            /** Format: date-time */
            created_at: string;
            dataset_id: string | null;
            finished_at: string | null;
            /** Format: uuid */
            id: string;
            /** @description kind:dataset:version — enqueued twice, it is one job */
            key: string;
            /** @description What the job does: `streams.index`, `previews.make` */
            kind: string;
            /** @description The last run's failure as a sentence; a failed job's reason */
            last_error: string | null;
            /** @description The process running it */
            locked_by: string | null;
            max_attempts: number;
            organization_id: string | null;
            /** @description How far along it is, when the job reports it */
            progress: number | null;
            /**
             * Format: date-time
             * @description Not run before this (a retry waits)
             */
            run_at: string;
            /** @enum {unknown} */
            state: "queued" | "running" | "done" | "failed" | "cancelled";
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * Error
         * @description Every error answers with this body.
         */
        Error: {
            /** @description Human-readable reason */
            detail: string;
        };
    };
    responses: never;
    parameters: {
        /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: {
        /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
        IdempotentReplayed: "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    adminRevokeApiKey: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminListAudit: {
        parameters: {
            query?: {
                /** @description Entries older than this id */
                before?: number;
                limit?: number;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminCreateDataset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Files already uploaded (PUT /admin/files) that come with the dataset. They are not in `data_byte_size` nor in `signed_url`, which stay the main file's; GET /datasets/{dataset_id}/streams links each video. */
                    companions?: {
                        /** @description Path of an uploaded file (PUT /admin/files/{path}) */
                        link: string;
                        /** @description Unique within the dataset: the camera (`observation.images.front`) or the file's role */
                        name: string;
                        /** @description Where the dataset's t = 0 is in this file (a video shared by episodes); default 0 */
                        start_seconds?: number;
                    }[];
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
                    /** @description Custom key-value pairs: at most 100 keys of at most 200 characters */
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Size in bytes */
                        data_byte_size: number;
                        /** @description SHA-256 of the file's bytes (64 lowercase hex digits), recorded when the platform uploaded it; check a download against it. null when Hangar has no recorded digest for the file */
                        data_sha256: string | null;
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
                        /** @description Its open and confirmed findings, of checks and people (`GET /datasets/{id}/findings`) */
                        finding_count: number;
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
                            /** @description An animated GIF: the platform's, or, for a video the platform gave none for, one Hangar made of its first 4 seconds (320 pixels wide, 8 frames a second, a palette made for the clip) */
                            gif?: string;
                            /** @description The platform's pose frame (PNG), synthetic datasets */
                            pose_frame?: string;
                            /** @description A still picture Hangar made after creation: a JPEG frame of the video (the dataset's file, or an episode's first camera), or a PNG of the main channels drawn small (telemetry, recordings); absent until made, and for files Hangar cannot read */
                            poster?: string;
                            /** @description The animated preview Hangar made, as an animated WebP: the same frames as `gif` at a fraction of its size (prefer it where WebP is shown); absent when the platform gave the GIF */
                            webp?: string;
                        };
                        /** @description Pre-signed download URL, valid 60 minutes */
                        signed_url: string;
                        /**
                         * @description Review status (interface §3)
                         * @enum {unknown}
                         */
                        status: "pending" | "accepted" | "rejected" | "for_admin_review" | "superseded" | "discarded";
                        /**
                         * @description What the dataset's findings say (docs/findings.md): `pending` until its checks ran, then `exclude` if any open or confirmed error, `review` if any open or confirmed warning, else `pass`
                         * @enum {unknown}
                         */
                        verdict: "pending" | "pass" | "review" | "exclude";
                    };
                };
            };
            /** @description Every error answers with this body. */
            400: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminGetDataset: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Size in bytes */
                        data_byte_size: number;
                        /** @description SHA-256 of the file's bytes (64 lowercase hex digits), recorded when the platform uploaded it; check a download against it. null when Hangar has no recorded digest for the file */
                        data_sha256: string | null;
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
                        /** @description Its open and confirmed findings, of checks and people (`GET /datasets/{id}/findings`) */
                        finding_count: number;
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
                            /** @description An animated GIF: the platform's, or, for a video the platform gave none for, one Hangar made of its first 4 seconds (320 pixels wide, 8 frames a second, a palette made for the clip) */
                            gif?: string;
                            /** @description The platform's pose frame (PNG), synthetic datasets */
                            pose_frame?: string;
                            /** @description A still picture Hangar made after creation: a JPEG frame of the video (the dataset's file, or an episode's first camera), or a PNG of the main channels drawn small (telemetry, recordings); absent until made, and for files Hangar cannot read */
                            poster?: string;
                            /** @description The animated preview Hangar made, as an animated WebP: the same frames as `gif` at a fraction of its size (prefer it where WebP is shown); absent when the platform gave the GIF */
                            webp?: string;
                        };
                        /** @description Pre-signed download URL, valid 60 minutes */
                        signed_url: string;
                        /**
                         * @description Review status (interface §3)
                         * @enum {unknown}
                         */
                        status: "pending" | "accepted" | "rejected" | "for_admin_review" | "superseded" | "discarded";
                        /**
                         * @description What the dataset's findings say (docs/findings.md): `pending` until its checks ran, then `exclude` if any open or confirmed error, `review` if any open or confirmed warning, else `pass`
                         * @enum {unknown}
                         */
                        verdict: "pending" | "pass" | "review" | "exclude";
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminCreateIteration: {
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
                    /** @description Custom key-value pairs: at most 100 keys of at most 200 characters */
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Size in bytes */
                        data_byte_size: number;
                        /** @description SHA-256 of the file's bytes (64 lowercase hex digits), recorded when the platform uploaded it; check a download against it. null when Hangar has no recorded digest for the file */
                        data_sha256: string | null;
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
                        /** @description Its open and confirmed findings, of checks and people (`GET /datasets/{id}/findings`) */
                        finding_count: number;
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
                            /** @description An animated GIF: the platform's, or, for a video the platform gave none for, one Hangar made of its first 4 seconds (320 pixels wide, 8 frames a second, a palette made for the clip) */
                            gif?: string;
                            /** @description The platform's pose frame (PNG), synthetic datasets */
                            pose_frame?: string;
                            /** @description A still picture Hangar made after creation: a JPEG frame of the video (the dataset's file, or an episode's first camera), or a PNG of the main channels drawn small (telemetry, recordings); absent until made, and for files Hangar cannot read */
                            poster?: string;
                            /** @description The animated preview Hangar made, as an animated WebP: the same frames as `gif` at a fraction of its size (prefer it where WebP is shown); absent when the platform gave the GIF */
                            webp?: string;
                        };
                        /** @description Pre-signed download URL, valid 60 minutes */
                        signed_url: string;
                        /**
                         * @description Review status (interface §3)
                         * @enum {unknown}
                         */
                        status: "pending" | "accepted" | "rejected" | "for_admin_review" | "superseded" | "discarded";
                        /**
                         * @description What the dataset's findings say (docs/findings.md): `pending` until its checks ran, then `exclude` if any open or confirmed error, `review` if any open or confirmed warning, else `pass`
                         * @enum {unknown}
                         */
                        verdict: "pending" | "pass" | "review" | "exclude";
                    };
                };
            };
            /** @description Every error answers with this body. */
            400: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminSetDatasetStatus: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Size in bytes */
                        data_byte_size: number;
                        /** @description SHA-256 of the file's bytes (64 lowercase hex digits), recorded when the platform uploaded it; check a download against it. null when Hangar has no recorded digest for the file */
                        data_sha256: string | null;
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
                        /** @description Its open and confirmed findings, of checks and people (`GET /datasets/{id}/findings`) */
                        finding_count: number;
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
                            /** @description An animated GIF: the platform's, or, for a video the platform gave none for, one Hangar made of its first 4 seconds (320 pixels wide, 8 frames a second, a palette made for the clip) */
                            gif?: string;
                            /** @description The platform's pose frame (PNG), synthetic datasets */
                            pose_frame?: string;
                            /** @description A still picture Hangar made after creation: a JPEG frame of the video (the dataset's file, or an episode's first camera), or a PNG of the main channels drawn small (telemetry, recordings); absent until made, and for files Hangar cannot read */
                            poster?: string;
                            /** @description The animated preview Hangar made, as an animated WebP: the same frames as `gif` at a fraction of its size (prefer it where WebP is shown); absent when the platform gave the GIF */
                            webp?: string;
                        };
                        /** @description Pre-signed download URL, valid 60 minutes */
                        signed_url: string;
                        /**
                         * @description Review status (interface §3)
                         * @enum {unknown}
                         */
                        status: "pending" | "accepted" | "rejected" | "for_admin_review" | "superseded" | "discarded";
                        /**
                         * @description What the dataset's findings say (docs/findings.md): `pending` until its checks ran, then `exclude` if any open or confirmed error, `review` if any open or confirmed warning, else `pass`
                         * @enum {unknown}
                         */
                        verdict: "pending" | "pass" | "review" | "exclude";
                    };
                };
            };
            /** @description Every error answers with this body. */
            400: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminUploadFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The file path, slashes included */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminListJobs: {
        parameters: {
            query?: {
                dataset_id?: string;
                kind?: string;
                limit?: number;
                organization_id?: string;
                state?: "queued" | "running" | "done" | "failed" | "cancelled";
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jobs: components["schemas"]["def-0"][];
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminCancelJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                job_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Runs started, the one running included */
                        attempts: number;
                        /** Format: date-time */
                        created_at: string;
                        dataset_id: string | null;
                        finished_at: string | null;
                        /** Format: uuid */
                        id: string;
                        /** @description kind:dataset:version — enqueued twice, it is one job */
                        key: string;
                        /** @description What the job does: `streams.index`, `previews.make` */
                        kind: string;
                        /** @description The last run's failure as a sentence; a failed job's reason */
                        last_error: string | null;
                        /** @description The process running it */
                        locked_by: string | null;
                        max_attempts: number;
                        organization_id: string | null;
                        /** @description How far along it is, when the job reports it */
                        progress: number | null;
                        /**
                         * Format: date-time
                         * @description Not run before this (a retry waits)
                         */
                        run_at: string;
                        /** @enum {unknown} */
                        state: "queued" | "running" | "done" | "failed" | "cancelled";
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminRetryJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                job_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Runs started, the one running included */
                        attempts: number;
                        /** Format: date-time */
                        created_at: string;
                        dataset_id: string | null;
                        finished_at: string | null;
                        /** Format: uuid */
                        id: string;
                        /** @description kind:dataset:version — enqueued twice, it is one job */
                        key: string;
                        /** @description What the job does: `streams.index`, `previews.make` */
                        kind: string;
                        /** @description The last run's failure as a sentence; a failed job's reason */
                        last_error: string | null;
                        /** @description The process running it */
                        locked_by: string | null;
                        max_attempts: number;
                        organization_id: string | null;
                        /** @description How far along it is, when the job reports it */
                        progress: number | null;
                        /**
                         * Format: date-time
                         * @description Not run before this (a retry waits)
                         */
                        run_at: string;
                        /** @enum {unknown} */
                        state: "queued" | "running" | "done" | "failed" | "cancelled";
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminListMechas: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mechas: {
                            /** @description null for a robot that never connected */
                            battery_percent: number | null;
                            id: string;
                            last_seen: string | null;
                            /** @description who controls it now */
                            lease: {
                                /** Format: date-time */
                                expires_at: string;
                                /** @description the connection id of the controlling WebSocket */
                                holder: string;
                                /** @description the person's (or API key's) name; null when the lease was taken through another service process */
                                holder_name: string | null;
                            } | null;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminRegisterMecha: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description With MQTT_URL or MQTT_LISTEN_PORT only: the robot agent logs in with these (shown once) */
                        broker_credentials?: {
                            /** @description Shown once; the service keeps only a digest */
                            password: string;
                            /** @description <organization_id>/<mecha_id> */
                            username: string;
                        };
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminRotateMechaBrokerCredentials: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                mecha_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Shown once; the service keeps only a digest */
                        password: string;
                        /** @description <organization_id>/<mecha_id> */
                        username: string;
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminListOrganizations: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminCreateOrganization: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminListApiKeys: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminIssueApiKey: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminCreateInvitation: {
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
                    /**
                     * Format: email
                     * @description Case-insensitive
                     */
                    email: string;
                    /**
                     * @description owner: members, invitations and API keys, and every other right; reviewer: accept, reject, build releases; operator: mecha commands and the control lease; viewer: read only
                     * @enum {unknown}
                     */
                    role: "owner" | "reviewer" | "operator" | "viewer";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description 7 days after creation; the link works once
                         */
                        expires_at: string;
                        /** Format: uuid */
                        id: string;
                        /** @description PUBLIC_BASE_URL/console/invitations/<token>; shown only here */
                        url: string;
                    };
                };
            };
            /** @description Every error answers with this body. */
            400: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            415: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminCreateRelease: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description admin, api_key:<key id> or user:<user id> */
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
                        /** @description Datasets reopened or rejected after this release, which recalled them (docs/releases.md#lineage-and-recall) */
                        recalled: {
                            /**
                             * Format: date-time
                             * @description When the decision that recalled it was made
                             */
                            at: string;
                            /** Format: uuid */
                            dataset_id: string;
                            /** @description The decision's reason */
                            reason: string | null;
                        }[];
                        /** @description `<n>.0.0`, n the release's place among its organization's releases (docs/releases.md#versions) */
                        version: string;
                    };
                };
            };
            /** @description Every error answers with this body. */
            400: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminGetRelease: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description admin, api_key:<key id> or user:<user id> */
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
                        /** @description Datasets reopened or rejected after this release, which recalled them (docs/releases.md#lineage-and-recall) */
                        recalled: {
                            /**
                             * Format: date-time
                             * @description When the decision that recalled it was made
                             */
                            at: string;
                            /** Format: uuid */
                            dataset_id: string;
                            /** @description The decision's reason */
                            reason: string | null;
                        }[];
                        /** @description `<n>.0.0`, n the release's place among its organization's releases (docs/releases.md#versions) */
                        version: string;
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminCreateUpload: {
        parameters: {
            query?: never;
            header: {
                /** @description The protocol version */
                "tus-resumable"?: "1.0.0";
                /** @description The whole file, in bytes */
                "upload-length": string;
                /** @description Comma-separated `key base64(value)` pairs: `path` and `sha256` (required), `filetype` (optional) */
                "upload-metadata": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created; Location is the upload */
            201: {
                headers: {
                    /** @description /admin/uploads/{id} */
                    Location?: string;
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Bytes received with the request */
                    "Upload-Offset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Created and finished in one request (creation-with-upload): the file is stored */
            204: {
                headers: {
                    /** @description The stored file’s link */
                    "Hangar-File-Link"?: string;
                    /** @description /admin/uploads/{id} */
                    Location?: string;
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Every error answers with this body. */
            400: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
            412: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminDiscoverUploads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the server supports */
            204: {
                headers: {
                    /** @description Extensions: `creation,creation-with-upload,termination,expiration` */
                    "Tus-Extension"?: string;
                    /** @description The upload limit in bytes (`UPLOAD_LIMIT_BYTES`) */
                    "Tus-Max-Size"?: string;
                    /** @description `1.0.0` */
                    "Tus-Resumable"?: string;
                    /** @description Protocol versions: `1.0.0` */
                    "Tus-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminDeleteUpload: {
        parameters: {
            query?: never;
            header?: {
                /** @description The protocol version */
                "tus-resumable"?: "1.0.0";
            };
            path: {
                /** @description The upload, from Location */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
            412: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request is invalid: a parameter or the body fails its schema */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            423: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminGetUploadOffset: {
        parameters: {
            query?: never;
            header?: {
                /** @description The protocol version */
                "tus-resumable"?: "1.0.0";
            };
            path: {
                /** @description The upload, from Location */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The upload */
            200: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description The whole file */
                    "Upload-Length"?: string;
                    /** @description Bytes stored */
                    "Upload-Offset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
            410: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
            412: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request is invalid: a parameter or the body fails its schema */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            423: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminAppendUpload: {
        parameters: {
            query?: never;
            header: {
                /** @description The protocol version */
                "tus-resumable"?: "1.0.0";
                /** @description Where these bytes start */
                "upload-offset": string;
            };
            path: {
                /** @description The upload, from Location */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Stored */
            204: {
                headers: {
                    /** @description With the last byte: the stored file’s link */
                    "Hangar-File-Link"?: string;
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Bytes stored now */
                    "Upload-Offset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Every error answers with this body. */
            400: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
            410: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
            412: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            415: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
            423: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminFindUsers: {
        parameters: {
            query: {
                /** @description Case-insensitive */
                email: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description One per organization the address belongs to, oldest first */
                        accounts: {
                            /** Format: date-time */
                            created_at: string;
                            email: string;
                            /** Format: uuid */
                            id: string;
                            /** @description Latest activity of any session */
                            last_seen_at: string | null;
                            name: string;
                            /** OrganizationRef */
                            organization: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            /** Format: uuid */
                            organization_id: string;
                            /**
                             * @description owner: members, invitations and API keys, and every other right; reviewer: accept, reject, build releases; operator: mecha commands and the control lease; viewer: read only
                             * @enum {unknown}
                             */
                            role: "owner" | "reviewer" | "operator" | "viewer";
                        }[];
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminRemoveUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminMoveUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The organization the account moves to
                     */
                    organization_id: string;
                    /**
                     * @description owner: members, invitations and API keys, and every other right; reviewer: accept, reject, build releases; operator: mecha commands and the control lease; viewer: read only
                     * @enum {unknown}
                     */
                    role: "owner" | "reviewer" | "operator" | "viewer";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        created_at: string;
                        email: string;
                        /** Format: uuid */
                        id: string;
                        name: string;
                        /** Format: uuid */
                        organization_id: string;
                        /**
                         * @description owner: members, invitations and API keys, and every other right; reviewer: accept, reject, build releases; operator: mecha commands and the control lease; viewer: read only
                         * @enum {unknown}
                         */
                        role: "owner" | "reviewer" | "operator" | "viewer";
                    };
                };
            };
            /** @description Every error answers with this body. */
            400: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            415: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        /** Format: date-time */
                        expires_at: string;
                        /** OrganizationRef */
                        organization: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        };
                        /**
                         * @description owner: members, invitations and API keys, and every other right; reviewer: accept, reject, build releases; operator: mecha commands and the control lease; viewer: read only
                         * @enum {unknown}
                         */
                        role: "owner" | "reviewer" | "operator" | "viewer";
                    };
                };
            };
            /** @description Every error answers with this body. */
            404: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Send as X-CSRF-Token on every write */
                        csrf_token: string;
                        /** User */
                        user: {
                            /** Format: date-time */
                            created_at: string;
                            email: string;
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** Format: uuid */
                            organization_id: string;
                            /**
                             * @description owner: members, invitations and API keys, and every other right; reviewer: accept, reject, build releases; operator: mecha commands and the control lease; viewer: read only
                             * @enum {unknown}
                             */
                            role: "owner" | "reviewer" | "operator" | "viewer";
                        };
                    };
                };
            };
            /** @description Every error answers with this body. */
            400: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            415: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMe: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        csrf_token: string;
                        /** OrganizationRef */
                        organization: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        };
                        /** User */
                        user: {
                            /** Format: date-time */
                            created_at: string;
                            email: string;
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** Format: uuid */
                            organization_id: string;
                            /**
                             * @description owner: members, invitations and API keys, and every other right; reviewer: accept, reject, build releases; operator: mecha commands and the control lease; viewer: read only
                             * @enum {unknown}
                             */
                            role: "owner" | "reviewer" | "operator" | "viewer";
                        };
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                    /** @description Obeys the password policy (docs/console.md#passwords); a 422 names what is wrong */
                    new_password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Every other session of the person ends with the change */
                        other_sessions_ended: number;
                    };
                };
            };
            /** @description Every error answers with this body. */
            400: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSessions: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions: {
                            /** Format: date-time */
                            created_at: string;
                            /** @description The session of this request */
                            current: boolean;
                            /**
                             * Format: date-time
                             * @description Absolute end; the session ends earlier after the idle timeout
                             */
                            expires_at: string;
                            /** Format: uuid */
                            id: string;
                            ip: string | null;
                            /**
                             * Format: date-time
                             * @description Recorded at most once a minute
                             */
                            last_seen_at: string;
                            user_agent: string | null;
                        }[];
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeOtherSessions: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        revoked: number;
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /**
                     * Format: uuid
                     * @description The organization to sign in to, for an address that belongs to several. Without it, the oldest of the address’s accounts whose password matches.
                     */
                    organization_id?: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Send as X-CSRF-Token on every write */
                        csrf_token: string;
                        /** User */
                        user: {
                            /** Format: date-time */
                            created_at: string;
                            email: string;
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** Format: uuid */
                            organization_id: string;
                            /**
                             * @description owner: members, invitations and API keys, and every other right; reviewer: accept, reject, build releases; operator: mecha commands and the control lease; viewer: read only
                             * @enum {unknown}
                             */
                            role: "owner" | "reviewer" | "operator" | "viewer";
                        };
                    };
                };
            };
            /** @description Every error answers with this body. */
            400: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            415: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid API key or session */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            403: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDatasets: {
        parameters: {
            query?: {
                /** @description episode = real robot deployment recordings; synthetic_pov = AI-generated first-person video; synthetic_third_person = AI-generated third-person video; telemetry = sensor and telemetry data streams */
                data_type?: "episode" | "synthetic_pov" | "synthetic_third_person" | "telemetry";
                limit?: number;
                /** @description Repeatable, at most 20 (422 beyond); several filters combine with AND */
                metadata?: string[];
                /** @description Items to skip */
                offset?: number;
                /** @description Review status (interface §3) */
                status?: "pending" | "accepted" | "rejected" | "for_admin_review" | "superseded" | "discarded";
                /** @description Repeatable: datasets with any of these verdicts (`verdict=review&verdict=exclude`) */
                verdict?: ("pending" | "pass" | "review" | "exclude")[];
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        datasets: {
                            /** @description Size in bytes */
                            data_byte_size: number;
                            /** @description SHA-256 of the file's bytes (64 lowercase hex digits), recorded when the platform uploaded it; check a download against it. null when Hangar has no recorded digest for the file */
                            data_sha256: string | null;
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
                            /** @description Its open and confirmed findings, of checks and people (`GET /datasets/{id}/findings`) */
                            finding_count: number;
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
                                /** @description An animated GIF: the platform's, or, for a video the platform gave none for, one Hangar made of its first 4 seconds (320 pixels wide, 8 frames a second, a palette made for the clip) */
                                gif?: string;
                                /** @description The platform's pose frame (PNG), synthetic datasets */
                                pose_frame?: string;
                                /** @description A still picture Hangar made after creation: a JPEG frame of the video (the dataset's file, or an episode's first camera), or a PNG of the main channels drawn small (telemetry, recordings); absent until made, and for files Hangar cannot read */
                                poster?: string;
                                /** @description The animated preview Hangar made, as an animated WebP: the same frames as `gif` at a fraction of its size (prefer it where WebP is shown); absent when the platform gave the GIF */
                                webp?: string;
                            };
                            /**
                             * @description Review status (interface §3)
                             * @enum {unknown}
                             */
                            status: "pending" | "accepted" | "rejected" | "for_admin_review" | "superseded" | "discarded";
                            /**
                             * @description What the dataset's findings say (docs/findings.md): `pending` until its checks ran, then `exclude` if any open or confirmed error, `review` if any open or confirmed warning, else `pass`
                             * @enum {unknown}
                             */
                            verdict: "pending" | "pass" | "review" | "exclude";
                        }[];
                        /** @description Datasets matching the query, regardless of limit and offset */
                        total: number;
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    acceptDataset: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDatasetDecision: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        decided_at: string | null;
                        /** @description Who accepted or rejected it; null when pending, or when the platform created it already decided */
                        decided_by: {
                            /** @description The user or API key id, or the check’s `<id>@<version>` */
                            id: string;
                            /**
                             * @description `check`: a check that rejected it by itself (auto_reject, docs/checks.md)
                             * @enum {unknown}
                             */
                            kind: "user" | "key" | "check";
                            /** @description The person's, key's or check's name when it decided */
                            name: string;
                        } | null;
                        /** @description The findings the rejection cites, in the order given; empty otherwise (docs/findings.md) */
                        finding_ids: string[];
                        /** @description The rejection reason */
                        reason: string | null;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDatasetDecisions: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Oldest first */
                        decisions: {
                            /** @enum {unknown} */
                            action: "accepted" | "rejected" | "reopened";
                            /** ActorRef */
                            actor: {
                                /** @description User or API key id, or a check’s `<id>@<version>`; null for admin and system */
                                id: string | null;
                                /**
                                 * @description `check`: a check that rejected by itself (auto_reject, docs/checks.md)
                                 * @enum {unknown}
                                 */
                                kind: "user" | "key" | "check" | "admin" | "system";
                                /** @description The person's, key's or check's name when it acted */
                                name: string;
                            };
                            /** Format: date-time */
                            at: string;
                            /** @description The bulk decision it was part of (POST /datasets/bulk); null when made alone */
                            bulk_id: string | null;
                            /** @description The findings this decision cited, in the order given */
                            finding_ids: string[];
                            /** @description Why: a rejection or reopen says it, an accept may not */
                            reason: string | null;
                        }[];
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDatasetFindings: {
        parameters: {
            query?: {
                /** @description `error` makes the verdict `exclude`, `warning` `review`, `info` neither (docs/findings.md) */
                severity?: "info" | "warning" | "error";
                /** @description Only the checks’ findings, or people’s */
                source?: "check" | "person";
                /** @description `open` until a person confirms or dismisses it; a dismissed finding no longer counts */
                status?: "open" | "confirmed" | "dismissed";
            };
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description In time order (findings about the whole file first), then oldest first */
                        findings: {
                            /** @description What was found, short and stable: `timestamp_gap`, `base_drift`… */
                            code: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: uuid */
                            dataset_id: string;
                            /** @description Inclusive; null for the whole file, or for an instant (then it is `start_seconds`) */
                            end_seconds: number | null;
                            /** @description Per stream, the first and last frame (video, image stream) or sample (channel) of the span, each from that stream's own timestamps when the finding was written (docs/findings.md#frames); empty when the streams were not indexed */
                            frames: {
                                [key: string]: number[];
                            };
                            /** Format: uuid */
                            id: string;
                            /** @description A sentence with the numbers */
                            message: string;
                            /** @description Why it was confirmed or dismissed */
                            note: string | null;
                            /**
                             * @description `error` makes the verdict `exclude`, `warning` `review`, `info` neither (docs/findings.md)
                             * @enum {unknown}
                             */
                            severity: "info" | "warning" | "error";
                            source: {
                                actor: {
                                    id: string;
                                    /** @enum {unknown} */
                                    kind: "user" | "key" | "check";
                                    /** @description The person's or key's name when it wrote the finding */
                                    name: string;
                                };
                                /** @description The check and its version (`timestamp_gap@1`); null for a person */
                                check: string | null;
                                /** @enum {unknown} */
                                kind: "check" | "person";
                            };
                            /** @description On the recording's clock (the one `streams` and `series` use), inclusive; null for the whole file */
                            start_seconds: number | null;
                            /**
                             * @description `open` until a person confirms or dismisses it; a dismissed finding no longer counts
                             * @enum {unknown}
                             */
                            status: "open" | "confirmed" | "dismissed";
                            /** @description The streams it is about; empty: the recording */
                            streams: string[];
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                        /**
                         * @description What the dataset's findings say: `pending` until its checks ran, then `exclude` if any open or confirmed error, `review` if any open or confirmed warning, else `pass` (docs/findings.md)
                         * @enum {unknown}
                         */
                        verdict: "pending" | "pass" | "review" | "exclude";
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createDatasetFinding: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                dataset_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description What was found, short (`feet_slip`, `collision`) */
                    code: string;
                    /** @description Inclusive, not before start_seconds; null or absent for an instant or the whole file */
                    end_seconds?: number | null;
                    /** @description A sentence with the numbers */
                    message: string;
                    /**
                     * @description `error` makes the verdict `exclude`, `warning` `review`, `info` neither (docs/findings.md)
                     * @enum {unknown}
                     */
                    severity: "info" | "warning" | "error";
                    /** @description Seconds on the recording's clock, within its duration; null or absent (with end_seconds) for the whole file */
                    start_seconds?: number | null;
                    /** @description Names from GET /datasets/{dataset_id}/streams (422 for any other); empty or absent: the recording, whose cameras get frames */
                    streams?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description What was found, short and stable: `timestamp_gap`, `base_drift`… */
                        code: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: uuid */
                        dataset_id: string;
                        /** @description Inclusive; null for the whole file, or for an instant (then it is `start_seconds`) */
                        end_seconds: number | null;
                        /** @description Per stream, the first and last frame (video, image stream) or sample (channel) of the span, each from that stream's own timestamps when the finding was written (docs/findings.md#frames); empty when the streams were not indexed */
                        frames: {
                            [key: string]: number[];
                        };
                        /** Format: uuid */
                        id: string;
                        /** @description A sentence with the numbers */
                        message: string;
                        /** @description Why it was confirmed or dismissed */
                        note: string | null;
                        /**
                         * @description `error` makes the verdict `exclude`, `warning` `review`, `info` neither (docs/findings.md)
                         * @enum {unknown}
                         */
                        severity: "info" | "warning" | "error";
                        source: {
                            actor: {
                                id: string;
                                /** @enum {unknown} */
                                kind: "user" | "key" | "check";
                                /** @description The person's or key's name when it wrote the finding */
                                name: string;
                            };
                            /** @description The check and its version (`timestamp_gap@1`); null for a person */
                            check: string | null;
                            /** @enum {unknown} */
                            kind: "check" | "person";
                        };
                        /** @description On the recording's clock (the one `streams` and `series` use), inclusive; null for the whole file */
                        start_seconds: number | null;
                        /**
                         * @description `open` until a person confirms or dismisses it; a dismissed finding no longer counts
                         * @enum {unknown}
                         */
                        status: "open" | "confirmed" | "dismissed";
                        /** @description The streams it is about; empty: the recording */
                        streams: string[];
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description Every error answers with this body. */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            413: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            415: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateDatasetFinding: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                dataset_id: string;
                finding_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why; left as it was when absent, removed with null */
                    note?: string | null;
                    /**
                     * @description `open` until a person confirms or dismisses it; a dismissed finding no longer counts
                     * @enum {unknown}
                     */
                    status: "open" | "confirmed" | "dismissed";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description What was found, short and stable: `timestamp_gap`, `base_drift`… */
                        code: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: uuid */
                        dataset_id: string;
                        /** @description Inclusive; null for the whole file, or for an instant (then it is `start_seconds`) */
                        end_seconds: number | null;
                        /** @description Per stream, the first and last frame (video, image stream) or sample (channel) of the span, each from that stream's own timestamps when the finding was written (docs/findings.md#frames); empty when the streams were not indexed */
                        frames: {
                            [key: string]: number[];
                        };
                        /** Format: uuid */
                        id: string;
                        /** @description A sentence with the numbers */
                        message: string;
                        /** @description Why it was confirmed or dismissed */
                        note: string | null;
                        /**
                         * @description `error` makes the verdict `exclude`, `warning` `review`, `info` neither (docs/findings.md)
                         * @enum {unknown}
                         */
                        severity: "info" | "warning" | "error";
                        source: {
                            actor: {
                                id: string;
                                /** @enum {unknown} */
                                kind: "user" | "key" | "check";
                                /** @description The person's or key's name when it wrote the finding */
                                name: string;
                            };
                            /** @description The check and its version (`timestamp_gap@1`); null for a person */
                            check: string | null;
                            /** @enum {unknown} */
                            kind: "check" | "person";
                        };
                        /** @description On the recording's clock (the one `streams` and `series` use), inclusive; null for the whole file */
                        start_seconds: number | null;
                        /**
                         * @description `open` until a person confirms or dismisses it; a dismissed finding no longer counts
                         * @enum {unknown}
                         */
                        status: "open" | "confirmed" | "dismissed";
                        /** @description The streams it is about; empty: the recording */
                        streams: string[];
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description Every error answers with this body. */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            413: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            415: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDatasetImageFrame: {
        parameters: {
            query: {
                /** @description An image stream name (its topic) */
                stream: string;
                /** @description Seconds from the dataset start: the last frame at or before t */
                t: number;
            };
            header?: never;
            path: {
                dataset_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image bytes */
            200: {
                headers: {
                    /** @description The frame's time, seconds */
                    "Hangar-Frame-Time"?: string;
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDatasetIterations: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                                /** @description An animated GIF: the platform's, or, for a video the platform gave none for, one Hangar made of its first 4 seconds (320 pixels wide, 8 frames a second, a palette made for the clip) */
                                gif?: string;
                                /** @description The platform's pose frame (PNG), synthetic datasets */
                                pose_frame?: string;
                                /** @description A still picture Hangar made after creation: a JPEG frame of the video (the dataset's file, or an episode's first camera), or a PNG of the main channels drawn small (telemetry, recordings); absent until made, and for files Hangar cannot read */
                                poster?: string;
                                /** @description The animated preview Hangar made, as an animated WebP: the same frames as `gif` at a fraction of its size (prefer it where WebP is shown); absent when the platform gave the GIF */
                                webp?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDatasetLineage: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        dataset_id: string;
                        releases: {
                            consumers: {
                                /** @description api_key:<key id> or user:<user id> */
                                created_by: string;
                                /** Format: date-time */
                                date_created: string;
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** Format: uuid */
                                release_id: string;
                                uri: string;
                            }[];
                            /** @description The dataset's iteration version in that release; null for recordings */
                            dataset_version: number | null;
                            /** Format: date-time */
                            date_created: string;
                            /** @description Its recall from that release, if any */
                            recalled: {
                                /**
                                 * Format: date-time
                                 * @description When the decision that recalled it was made
                                 */
                                at: string;
                                /** Format: uuid */
                                dataset_id: string;
                                /** @description The decision's reason */
                                reason: string | null;
                            } | null;
                            /** Format: uuid */
                            release_id: string;
                            /** @description The release's version (`<n>.0.0`, docs/releases.md#versions) */
                            version: string;
                        }[];
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rejectDataset: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                dataset_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Findings of this dataset the rejection rests on (GET /datasets/{dataset_id}/findings); 422 for any other id */
                    finding_ids?: string[];
                    /** @description Why the dataset is rejected */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            413: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            415: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reopenDataset: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                dataset_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why the decision is taken back */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            415: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDatasetSeries: {
        parameters: {
            query: {
                /** @description Channel names from GET /datasets/{dataset_id}/streams; repeat for several */
                channel: string[];
                /** @description Seconds from the dataset start; default 0 */
                from?: number;
                /** @description Buckets per channel, at most */
                points?: number;
                /** @description Seconds; default the duration */
                to?: number;
            };
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        channels: {
                            max: number[];
                            mean: number[];
                            min: number[];
                            name: string;
                            /** @description Samples in [from, to] */
                            samples: number;
                            /** @description Each non-empty bucket's first sample time */
                            t: number[];
                        }[];
                        from: number;
                        to: number;
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDatasetStreams: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        channels: {
                            end_seconds: number;
                            /** @description docs/streams.md#names */
                            name: string;
                            samples: number;
                            start_seconds: number;
                            unit: string | null;
                        }[];
                        /** @description Why reading failed, one sentence */
                        detail: string | null;
                        /** @description From the dataset start to its last sample or frame; null until ready */
                        duration_seconds: number | null;
                        images: {
                            count: number;
                            name: string;
                        }[];
                        /**
                         * @description `none`: a format Hangar does not read; `indexing`: being read; `ready`; `failed`: `detail` says why
                         * @enum {unknown}
                         */
                        status: "none" | "indexing" | "ready" | "failed";
                        videos: {
                            /** @description avc, hevc, av1, vp9, vp8… */
                            codec: string;
                            fps: number;
                            frame_count: number;
                            height: number;
                            /** @description The companion file name, or the dataset file for a video dataset */
                            name: string;
                            /** @description Time in the video file at the dataset t = 0: show t at start_seconds + t */
                            start_seconds: number;
                            /** @description Signed link to the video file, valid for 60 minutes; Range requests work */
                            url: string;
                            width: number;
                        }[];
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDatasetWork: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description True while any of it is queued or running */
                        busy: boolean;
                        /** @description The latest of each kind, in the order it runs */
                        work: {
                            /** @description Runs started, the one running included */
                            attempts: number;
                            /** @description The last run's failure as a sentence (a failed one's reason) */
                            last_error: string | null;
                            /** @description How far along it is, when the work reports it */
                            progress: number | null;
                            /** @enum {unknown} */
                            state: "queued" | "running" | "done" | "failed" | "cancelled";
                            /** Format: date-time */
                            updated_at: string;
                            /** @description What is done: `streams.index` (its streams), `previews.make` (its previews), `checks.run` (its checks) */
                            work: string;
                        }[];
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    bulkDecideDatasets: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    action: "accept" | "reject" | "reopen";
                    /**
                     * @description true (the default): count and answer a token; false: commit with that token
                     * @default true
                     */
                    dry_run?: boolean;
                    /** @description The dry run's `actionable`, the number the person confirmed (to commit) */
                    expected?: number;
                    /** @description The filters of GET /datasets, combined with AND; {} matches every dataset of the organization */
                    filter: {
                        /**
                         * @description episode = real robot deployment recordings; synthetic_pov = AI-generated first-person video; synthetic_third_person = AI-generated third-person video; telemetry = sensor and telemetry data streams
                         * @enum {unknown}
                         */
                        data_type?: "episode" | "synthetic_pov" | "synthetic_third_person" | "telemetry";
                        /** @description Repeatable, at most 20 (422 beyond); several filters combine with AND */
                        metadata?: string[];
                        /**
                         * @description Review status (interface §3)
                         * @enum {unknown}
                         */
                        status?: "pending" | "accepted" | "rejected" | "for_admin_review" | "superseded" | "discarded";
                        /** @description Repeatable: datasets with any of these verdicts (`verdict=review&verdict=exclude`) */
                        verdict?: ("pending" | "pass" | "review" | "exclude")[];
                    };
                    /** @description Required to reject and to reopen */
                    reason?: string;
                    /** @description The dry run's token (to commit) */
                    token?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Those the action would change */
                        actionable: number;
                        /** @description Datasets matching the filter */
                        matched: number;
                        /** @description Up to 20 of the datasets it would change, newest first */
                        sample_ids: string[];
                        /** @description Matching datasets left alone, by their status: `{"accepted": 12}` */
                        skipped: {
                            [key: string]: number;
                        };
                        /** @description Commits exactly this count, for 10 minutes: send it back with dry_run false */
                        token: string;
                    } | {
                        /**
                         * Format: uuid
                         * @description Names the bulk decision in each entry of the datasets it changed
                         */
                        bulk_id: string;
                        /** @description Datasets changed */
                        done: number;
                        /** @description Matching datasets left alone, by their status: `{"accepted": 12}` */
                        skipped: {
                            [key: string]: number;
                        };
                    };
                };
            };
            /** @description Every error answers with this body. */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The count changed since the dry run; nothing was done */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Those the action would change now */
                        actionable: number;
                        detail: string;
                        /** @description Datasets matching the filter now */
                        matched: number;
                    };
                };
            };
            /** @description Every error answers with this body. */
            410: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDataset: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Size in bytes */
                        data_byte_size: number;
                        /** @description SHA-256 of the file's bytes (64 lowercase hex digits), recorded when the platform uploaded it; check a download against it. null when Hangar has no recorded digest for the file */
                        data_sha256: string | null;
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
                        /** @description Its open and confirmed findings, of checks and people (`GET /datasets/{id}/findings`) */
                        finding_count: number;
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
                            /** @description An animated GIF: the platform's, or, for a video the platform gave none for, one Hangar made of its first 4 seconds (320 pixels wide, 8 frames a second, a palette made for the clip) */
                            gif?: string;
                            /** @description The platform's pose frame (PNG), synthetic datasets */
                            pose_frame?: string;
                            /** @description A still picture Hangar made after creation: a JPEG frame of the video (the dataset's file, or an episode's first camera), or a PNG of the main channels drawn small (telemetry, recordings); absent until made, and for files Hangar cannot read */
                            poster?: string;
                            /** @description The animated preview Hangar made, as an animated WebP: the same frames as `gif` at a fraction of its size (prefer it where WebP is shown); absent when the platform gave the GIF */
                            webp?: string;
                        };
                        /** @description Pre-signed download URL, valid 60 minutes */
                        signed_url: string;
                        /**
                         * @description Review status (interface §3)
                         * @enum {unknown}
                         */
                        status: "pending" | "accepted" | "rejected" | "for_admin_review" | "superseded" | "discarded";
                        /**
                         * @description What the dataset's findings say (docs/findings.md): `pending` until its checks ran, then `exclude` if any open or confirmed error, `review` if any open or confirmed warning, else `pass`
                         * @enum {unknown}
                         */
                        verdict: "pending" | "pass" | "review" | "exclude";
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMetadataKeys: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The most used keys first, at most 50 */
                        keys: {
                            key: string;
                            /** @description The most frequent values first, at most 20 */
                            values: {
                                count: number;
                                value: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDatasetStats: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description A `next` from an earlier answer, or `now` for only what comes after this request. Without it the feed starts at the oldest event kept. */
                after?: string;
                /** @description Events per answer, at most */
                limit?: number;
                /** @description Comma-separated event types to return (default: all): dataset.created, dataset.accepted, dataset.rejected, dataset.reopened, dataset.iterated, dataset.superseded, dataset.status_changed, finding.created, finding.updated, dataset.verdict_changed, dataset.processed, release.created, release.recalled, api_key.created, api_key.revoked */
                types?: string;
                /** @description Seconds to wait when nothing matches yet: the answer comes as soon as a matching event commits, or empty when the time is up */
                wait?: number;
            };
            header?: {
                /** @description A stream resumes after this cursor (the `id:` of the last event received) */
                "last-event-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events, or (`Accept: text/event-stream`) the stream of them */
            200: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Oldest first */
                        events: ({
                            data: {
                                data_type: string;
                                /** Format: uuid */
                                dataset_id: string;
                                /**
                                 * @description Review status (interface §3)
                                 * @enum {unknown}
                                 */
                                status: "pending" | "accepted" | "rejected" | "for_admin_review" | "superseded" | "discarded";
                            };
                            /**
                             * Format: uuid
                             * @description Unique; the same event never has two ids (use it to drop repeats)
                             */
                            id: string;
                            /** Format: uuid */
                            organization_id: string;
                            /**
                             * Format: date-time
                             * @description When the change was made
                             */
                            timestamp: string;
                            /** @enum {string} */
                            type: "dataset.created";
                        } | {
                            data: {
                                /** Format: uuid */
                                dataset_id: string;
                                /** @enum {string} */
                                status: "accepted";
                            };
                            /**
                             * Format: uuid
                             * @description Unique; the same event never has two ids (use it to drop repeats)
                             */
                            id: string;
                            /** Format: uuid */
                            organization_id: string;
                            /**
                             * Format: date-time
                             * @description When the change was made
                             */
                            timestamp: string;
                            /** @enum {string} */
                            type: "dataset.accepted";
                        } | {
                            data: {
                                /** Format: uuid */
                                dataset_id: string;
                                /** @description The rejection reason, as stored in metadata.rejection_reason */
                                reason: string;
                                /** @enum {string} */
                                status: "rejected";
                            };
                            /**
                             * Format: uuid
                             * @description Unique; the same event never has two ids (use it to drop repeats)
                             */
                            id: string;
                            /** Format: uuid */
                            organization_id: string;
                            /**
                             * Format: date-time
                             * @description When the change was made
                             */
                            timestamp: string;
                            /** @enum {string} */
                            type: "dataset.rejected";
                        } | {
                            data: {
                                /** Format: uuid */
                                dataset_id: string;
                                /** @description The decision taken back */
                                from: "accepted" | "rejected";
                                /** @description Why it was reopened */
                                reason: string;
                                /** @enum {string} */
                                status: "pending";
                            };
                            /**
                             * Format: uuid
                             * @description Unique; the same event never has two ids (use it to drop repeats)
                             */
                            id: string;
                            /** Format: uuid */
                            organization_id: string;
                            /**
                             * Format: date-time
                             * @description When the change was made
                             */
                            timestamp: string;
                            /** @enum {string} */
                            type: "dataset.reopened";
                        } | {
                            data: {
                                /**
                                 * Format: uuid
                                 * @description The new version
                                 */
                                dataset_id: string;
                                /** Format: uuid */
                                iteration_group_id: string;
                                /**
                                 * Format: uuid
                                 * @description The version it replaces
                                 */
                                parent_dataset_id: string;
                                /**
                                 * @description Review status (interface §3)
                                 * @enum {unknown}
                                 */
                                status: "pending" | "accepted" | "rejected" | "for_admin_review" | "superseded" | "discarded";
                                version: number;
                            };
                            /**
                             * Format: uuid
                             * @description Unique; the same event never has two ids (use it to drop repeats)
                             */
                            id: string;
                            /** Format: uuid */
                            organization_id: string;
                            /**
                             * Format: date-time
                             * @description When the change was made
                             */
                            timestamp: string;
                            /** @enum {string} */
                            type: "dataset.iterated";
                        } | {
                            data: {
                                /** Format: uuid */
                                dataset_id: string;
                                reason: string;
                                /**
                                 * Format: uuid
                                 * @description The new version
                                 */
                                replaced_by: string;
                                /** @enum {string} */
                                status: "superseded";
                            };
                            /**
                             * Format: uuid
                             * @description Unique; the same event never has two ids (use it to drop repeats)
                             */
                            id: string;
                            /** Format: uuid */
                            organization_id: string;
                            /**
                             * Format: date-time
                             * @description When the change was made
                             */
                            timestamp: string;
                            /** @enum {string} */
                            type: "dataset.superseded";
                        } | {
                            data: {
                                /** Format: uuid */
                                dataset_id: string;
                                /**
                                 * @description Review status (interface §3)
                                 * @enum {unknown}
                                 */
                                from: "pending" | "accepted" | "rejected" | "for_admin_review" | "superseded" | "discarded";
                                reason?: string;
                                /**
                                 * @description Review status (interface §3)
                                 * @enum {unknown}
                                 */
                                status: "pending" | "accepted" | "rejected" | "for_admin_review" | "superseded" | "discarded";
                            };
                            /**
                             * Format: uuid
                             * @description Unique; the same event never has two ids (use it to drop repeats)
                             */
                            id: string;
                            /** Format: uuid */
                            organization_id: string;
                            /**
                             * Format: date-time
                             * @description When the change was made
                             */
                            timestamp: string;
                            /** @enum {string} */
                            type: "dataset.status_changed";
                        } | {
                            data: {
                                /** @description The check and its version; null for a person */
                                check: string | null;
                                code: string;
                                /** Format: uuid */
                                dataset_id: string;
                                /** Format: uuid */
                                finding_id: string;
                                /** @enum {unknown} */
                                severity: "info" | "warning" | "error";
                                /** @enum {unknown} */
                                source: "check" | "person";
                            };
                            /**
                             * Format: uuid
                             * @description Unique; the same event never has two ids (use it to drop repeats)
                             */
                            id: string;
                            /** Format: uuid */
                            organization_id: string;
                            /**
                             * Format: date-time
                             * @description When the change was made
                             */
                            timestamp: string;
                            /** @enum {string} */
                            type: "finding.created";
                        } | {
                            data: {
                                /** Format: uuid */
                                dataset_id: string;
                                /** Format: uuid */
                                finding_id: string;
                                /** @enum {unknown} */
                                from: "open" | "confirmed" | "dismissed";
                                /** @enum {unknown} */
                                severity: "info" | "warning" | "error";
                                /** @enum {unknown} */
                                status: "open" | "confirmed" | "dismissed";
                                /** @description True when a rerun of its check no longer found it: the finding is gone */
                                withdrawn: boolean;
                            };
                            /**
                             * Format: uuid
                             * @description Unique; the same event never has two ids (use it to drop repeats)
                             */
                            id: string;
                            /** Format: uuid */
                            organization_id: string;
                            /**
                             * Format: date-time
                             * @description When the change was made
                             */
                            timestamp: string;
                            /** @enum {string} */
                            type: "finding.updated";
                        } | {
                            data: {
                                /** Format: uuid */
                                dataset_id: string;
                                /** @enum {unknown} */
                                from: "pending" | "pass" | "review" | "exclude";
                                /** @enum {unknown} */
                                verdict: "pending" | "pass" | "review" | "exclude";
                            };
                            /**
                             * Format: uuid
                             * @description Unique; the same event never has two ids (use it to drop repeats)
                             */
                            id: string;
                            /** Format: uuid */
                            organization_id: string;
                            /**
                             * Format: date-time
                             * @description When the change was made
                             */
                            timestamp: string;
                            /** @enum {string} */
                            type: "dataset.verdict_changed";
                        } | {
                            data: {
                                /** Format: uuid */
                                dataset_id: string;
                                outcome: "done" | "failed";
                                /** @description The kind of work that ended: `streams.index` (its streams), `previews.make` (its previews); more kinds may come */
                                work: string;
                            };
                            /**
                             * Format: uuid
                             * @description Unique; the same event never has two ids (use it to drop repeats)
                             */
                            id: string;
                            /** Format: uuid */
                            organization_id: string;
                            /**
                             * Format: date-time
                             * @description When the change was made
                             */
                            timestamp: string;
                            /** @enum {string} */
                            type: "dataset.processed";
                        } | {
                            data: {
                                dataset_count: number;
                                program: string;
                                /** Format: uuid */
                                release_id: string;
                            };
                            /**
                             * Format: uuid
                             * @description Unique; the same event never has two ids (use it to drop repeats)
                             */
                            id: string;
                            /** Format: uuid */
                            organization_id: string;
                            /**
                             * Format: date-time
                             * @description When the change was made
                             */
                            timestamp: string;
                            /** @enum {string} */
                            type: "release.created";
                        } | {
                            data: {
                                /** @description Who said they read the release (POST /releases/{id}/consumers) */
                                consumers: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    uri: string;
                                }[];
                                /** @description The datasets of the release this decision recalled */
                                dataset_ids: string[];
                                /** Format: uuid */
                                release_id: string;
                            };
                            /**
                             * Format: uuid
                             * @description Unique; the same event never has two ids (use it to drop repeats)
                             */
                            id: string;
                            /** Format: uuid */
                            organization_id: string;
                            /**
                             * Format: date-time
                             * @description When the change was made
                             */
                            timestamp: string;
                            /** @enum {string} */
                            type: "release.recalled";
                        } | {
                            data: {
                                /** Format: uuid */
                                api_key_id: string;
                            };
                            /**
                             * Format: uuid
                             * @description Unique; the same event never has two ids (use it to drop repeats)
                             */
                            id: string;
                            /** Format: uuid */
                            organization_id: string;
                            /**
                             * Format: date-time
                             * @description When the change was made
                             */
                            timestamp: string;
                            /** @enum {string} */
                            type: "api_key.created";
                        } | {
                            data: {
                                /** Format: uuid */
                                api_key_id: string;
                            };
                            /**
                             * Format: uuid
                             * @description Unique; the same event never has two ids (use it to drop repeats)
                             */
                            id: string;
                            /** Format: uuid */
                            organization_id: string;
                            /**
                             * Format: date-time
                             * @description When the change was made
                             */
                            timestamp: string;
                            /** @enum {string} */
                            type: "api_key.revoked";
                        })[];
                        /** @description Pass as `after` for what follows; store it once the events are processed */
                        next: string;
                    };
                    "text/event-stream": string;
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
            410: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadFile: {
        parameters: {
            query?: {
                /** @description Seconds since the epoch */
                expires?: string;
                /** @description HMAC-SHA256, hex */
                signature?: string;
            };
            header?: never;
            path: {
                /** @description The file path, slashes included */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description The requested byte range of the file (Range request) */
            206: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description The files are in an S3 bucket: a presigned URL to the same file (valid 60 minutes) */
            302: {
                headers: {
                    /** @description The presigned URL */
                    Location?: string;
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Every error answers with this body. */
            403: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            416: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The request is invalid: a parameter or the body fails its schema */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadFileHead: {
        parameters: {
            query?: {
                /** @description Seconds since the epoch */
                expires?: string;
                /** @description HMAC-SHA256, hex */
                signature?: string;
            };
            header?: never;
            path: {
                /** @description The file path, slashes included */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description The requested byte range of the file (Range request) */
            206: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description The files are in an S3 bucket: a presigned URL to the same file (valid 60 minutes) */
            302: {
                headers: {
                    /** @description The presigned URL */
                    Location?: string;
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Every error answers with this body. */
            403: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            416: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The request is invalid: a parameter or the body fails its schema */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getHealth: {
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
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setMechaMode: {
        parameters: {
            query: {
                mecha_id: string;
                /** @description stair_climbing or standard */
                mode: string;
            };
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                            /** @description the connection id of the controlling WebSocket */
                            holder: string;
                            /** @description the person's (or API key's) name; null when the lease was taken through another service process */
                            holder_name: string | null;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
            504: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
    estopMecha: {
        parameters: {
            query: {
                /** @description The mecha to command */
                mecha_id: string;
            };
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                            /** @description the connection id of the controlling WebSocket */
                            holder: string;
                            /** @description the person's (or API key's) name; null when the lease was taken through another service process */
                            holder_name: string | null;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
            504: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
    initializeMecha: {
        parameters: {
            query: {
                /** @description The mecha to command */
                mecha_id: string;
            };
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                            /** @description the connection id of the controlling WebSocket */
                            holder: string;
                            /** @description the person's (or API key's) name; null when the lease was taken through another service process */
                            holder_name: string | null;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
            504: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
    moveMecha: {
        parameters: {
            query: {
                mecha_id: string;
                /** @description m/s, 0.1 to 1.0, default 1 (stair mode holds 0.3 at most) */
                speed?: number;
            };
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
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
            /** @description Accepted: the body is JSON `null` */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Every error answers with this body. */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            413: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
            504: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
    releaseEstopMecha: {
        parameters: {
            query: {
                /** @description The mecha to command */
                mecha_id: string;
            };
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                            /** @description the connection id of the controlling WebSocket */
                            holder: string;
                            /** @description the person's (or API key's) name; null when the lease was taken through another service process */
                            holder_name: string | null;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
            504: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
    restMecha: {
        parameters: {
            query: {
                /** @description The mecha to command */
                mecha_id: string;
            };
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                            /** @description the connection id of the controlling WebSocket */
                            holder: string;
                            /** @description the person's (or API key's) name; null when the lease was taken through another service process */
                            holder_name: string | null;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
            504: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
    stopMecha: {
        parameters: {
            query: {
                /** @description The mecha to command */
                mecha_id: string;
            };
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                            /** @description the connection id of the controlling WebSocket */
                            holder: string;
                            /** @description the person's (or API key's) name; null when the lease was taken through another service process */
                            holder_name: string | null;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
            504: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
    getMechaStatus: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                            /** @description the connection id of the controlling WebSocket */
                            holder: string;
                            /** @description the person's (or API key's) name; null when the lease was taken through another service process */
                            holder_name: string | null;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The request is invalid: a parameter or the body fails its schema */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
            504: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
    getMechaWorld: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mecha_id: string;
                        operational_range_m: number;
                        staircases: {
                            direction_deg: number;
                            id: string;
                            landing_depth_m: number;
                            step_count: number;
                            step_depth_m: number;
                            step_height_m: number;
                            width_m: number;
                            x: number;
                            y: number;
                        }[];
                    };
                };
            };
            /** @description Every error answers with this body. */
            400: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The request is invalid: a parameter or the body fails its schema */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createWsTicket: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request is invalid: a parameter or the body fails its schema */
            422: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMechas: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mechas: {
                            /** @description null for a robot that never connected */
                            battery_percent: number | null;
                            id: string;
                            last_seen: string | null;
                            /** @description who controls it now */
                            lease: {
                                /** Format: date-time */
                                expires_at: string;
                                /** @description the connection id of the controlling WebSocket */
                                holder: string;
                                /** @description the person's (or API key's) name; null when the lease was taken through another service process */
                                holder_name: string | null;
                            } | null;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listApiKeys: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        api_keys: {
                            /** Format: date-time */
                            created_at: string;
                            /** @description The owner who created it in the console; null when the platform issued it */
                            created_by: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            /** Format: uuid */
                            id: string;
                            /** @description Recorded at most once a minute per key and process */
                            last_used_at: string | null;
                            name: string | null;
                            /** @description The first characters of the key, to tell keys apart */
                            prefix: string;
                            revoked_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        created_at: string;
                        /** Format: uuid */
                        id: string;
                        /** @description The key itself, shown only in this response */
                        key: string;
                        name: string;
                        prefix: string;
                    };
                };
            };
            /** @description Every error answers with this body. */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            415: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAudit: {
        parameters: {
            query?: {
                /** @description A prefix: `dataset.` matches dataset.accept */
                action?: string;
                /** @description The actor's id, or a part of its name */
                actor?: string;
                /** @description First day (YYYY-MM-DD, UTC), inclusive */
                from?: string;
                limit?: number;
                offset?: number;
                /** @description Last day (YYYY-MM-DD, UTC), inclusive */
                to?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            /** @description e.g. dataset.accept, api_key.issue, member.role */
                            action: string;
                            /** ActorRef */
                            actor: {
                                /** @description User or API key id, or a check’s `<id>@<version>`; null for admin and system */
                                id: string | null;
                                /**
                                 * @description `check`: a check that rejected by itself (auto_reject, docs/checks.md)
                                 * @enum {unknown}
                                 */
                                kind: "user" | "key" | "check" | "admin" | "system";
                                /** @description The person's, key's or check's name when it acted */
                                name: string;
                            };
                            /** Format: date-time */
                            at: string;
                            detail: {
                                [key: string]: unknown;
                            };
                            id: number;
                            target_id: string;
                            target_type: string;
                        }[];
                        /** @description Entries matching the filters, regardless of limit and offset */
                        total: number;
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listOrgChecks: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checks: {
                            /** @description Whether the check may reject datasets by itself */
                            auto_reject: boolean;
                            /** @description auto_reject is on but its precision is now below 0.95 over 200 decided datasets: it rejects nothing until the precision is back over the bar (docs/checks.md#auto_reject) */
                            auto_reject_suspended: boolean;
                            /** @description The check’s own defaults */
                            defaults: {
                                [key: string]: number;
                            };
                            description: string;
                            /** @description Off: the check finds nothing on the datasets it runs for */
                            enabled: boolean;
                            /** @description `timestamp_gap` */
                            id: string;
                            /** @description At this version, in this organization (docs/checks.md#precision) */
                            precision: {
                                /** @description Its warnings and errors a person confirmed */
                                confirmed: number;
                                /** @description Datasets with at least one of its warnings or errors confirmed or dismissed */
                                decided_datasets: number;
                                /** @description Its warnings and errors a person dismissed */
                                dismissed: number;
                                /** @description confirmed / (confirmed + dismissed); null while none was decided */
                                precision: number | null;
                                /** @description Datasets with any of its warnings or errors that are rejected, except those a check rejected by itself */
                                rejected_datasets: number;
                            };
                            /** @description In effect: the defaults with this organization’s changes over them */
                            thresholds: {
                                [key: string]: number;
                            };
                            /** @description Findings name the check as `<id>@<version>` */
                            version: number;
                        }[];
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateOrgCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The check’s id without version: `timestamp_gap` */
                check_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description true only while its precision is at least 0.95 over at least 200 decided datasets */
                    auto_reject?: boolean;
                    /** @description Left out: as it is */
                    enabled?: boolean;
                    /** @description The check’s own keys only, numbers within their bounds; it replaces the organization’s earlier changes (what it leaves out is the default; `{}` all defaults). Left out: as it is. */
                    thresholds?: {
                        [key: string]: number;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Whether the check may reject datasets by itself */
                        auto_reject: boolean;
                        /** @description auto_reject is on but its precision is now below 0.95 over 200 decided datasets: it rejects nothing until the precision is back over the bar (docs/checks.md#auto_reject) */
                        auto_reject_suspended: boolean;
                        /** @description The check’s own defaults */
                        defaults: {
                            [key: string]: number;
                        };
                        description: string;
                        /** @description Off: the check finds nothing on the datasets it runs for */
                        enabled: boolean;
                        /** @description `timestamp_gap` */
                        id: string;
                        /** @description At this version, in this organization (docs/checks.md#precision) */
                        precision: {
                            /** @description Its warnings and errors a person confirmed */
                            confirmed: number;
                            /** @description Datasets with at least one of its warnings or errors confirmed or dismissed */
                            decided_datasets: number;
                            /** @description Its warnings and errors a person dismissed */
                            dismissed: number;
                            /** @description confirmed / (confirmed + dismissed); null while none was decided */
                            precision: number | null;
                            /** @description Datasets with any of its warnings or errors that are rejected, except those a check rejected by itself */
                            rejected_datasets: number;
                        };
                        /** @description In effect: the defaults with this organization’s changes over them */
                        thresholds: {
                            [key: string]: number;
                        };
                        /** @description Findings name the check as `<id>@<version>` */
                        version: number;
                    };
                };
            };
            /** @description Every error answers with this body. */
            400: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            415: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description Case-insensitive
                     */
                    email: string;
                    /**
                     * @description owner: members, invitations and API keys, and every other right; reviewer: accept, reject, build releases; operator: mecha commands and the control lease; viewer: read only
                     * @enum {unknown}
                     */
                    role: "owner" | "reviewer" | "operator" | "viewer";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description 7 days after creation; the link works once
                         */
                        expires_at: string;
                        /** Format: uuid */
                        id: string;
                        /** @description PUBLIC_BASE_URL/console/invitations/<token>; shown only here */
                        url: string;
                    };
                };
            };
            /** @description Every error answers with this body. */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            415: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMembers: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invitations: {
                            /** Format: date-time */
                            created_at: string;
                            email: string;
                            /** Format: date-time */
                            expires_at: string;
                            /** Format: uuid */
                            id: string;
                            /**
                             * @description owner: members, invitations and API keys, and every other right; reviewer: accept, reject, build releases; operator: mecha commands and the control lease; viewer: read only
                             * @enum {unknown}
                             */
                            role: "owner" | "reviewer" | "operator" | "viewer";
                        }[];
                        members: {
                            /** Format: date-time */
                            created_at: string;
                            email: string;
                            /** Format: uuid */
                            id: string;
                            /** @description Latest activity of any session */
                            last_seen_at: string | null;
                            name: string;
                            /** Format: uuid */
                            organization_id: string;
                            /**
                             * @description owner: members, invitations and API keys, and every other right; reviewer: accept, reject, build releases; operator: mecha commands and the control lease; viewer: read only
                             * @enum {unknown}
                             */
                            role: "owner" | "reviewer" | "operator" | "viewer";
                        }[];
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changeMemberRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description owner: members, invitations and API keys, and every other right; reviewer: accept, reject, build releases; operator: mecha commands and the control lease; viewer: read only
                     * @enum {unknown}
                     */
                    role: "owner" | "reviewer" | "operator" | "viewer";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** User */
                        user: {
                            /** Format: date-time */
                            created_at: string;
                            email: string;
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** Format: uuid */
                            organization_id: string;
                            /**
                             * @description owner: members, invitations and API keys, and every other right; reviewer: accept, reject, build releases; operator: mecha commands and the control lease; viewer: read only
                             * @enum {unknown}
                             */
                            role: "owner" | "reviewer" | "operator" | "viewer";
                        };
                    };
                };
            };
            /** @description Every error answers with this body. */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            415: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signOutMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions_ended: number;
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request is invalid: a parameter or the body fails its schema */
            422: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhooks: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhooks: {
                            /** Format: date-time */
                            created_at: string;
                            /** @description When it was turned off (410, 5 days of failures, or by hand); null while on */
                            disabled_at: string | null;
                            disabled_reason: string | null;
                            events: string[];
                            /** @description The first failed attempt since the last success; after 5 days the endpoint is disabled */
                            failing_since: string | null;
                            /** Format: uuid */
                            id: string;
                            /** @description Until then the secret before the last rotation signs too, beside the current one */
                            previous_secret_expires_at: string | null;
                            url: string;
                        }[];
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Event types to receive: dataset.created, dataset.accepted, dataset.rejected, dataset.reopened, dataset.iterated, dataset.superseded, dataset.status_changed, finding.created, finding.updated, dataset.verdict_changed, dataset.processed, release.created, release.recalled, api_key.created, api_key.revoked */
                    events: ("dataset.created" | "dataset.accepted" | "dataset.rejected" | "dataset.reopened" | "dataset.iterated" | "dataset.superseded" | "dataset.status_changed" | "finding.created" | "finding.updated" | "dataset.verdict_changed" | "dataset.processed" | "release.created" | "release.recalled" | "api_key.created" | "api_key.revoked")[];
                    /** @description http(s) URL that receives a POST per event. Only public addresses unless the service sets WEBHOOK_ALLOW_PRIVATE_NETWORKS=true (checked after DNS resolution; redirects are not followed). */
                    url: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        created_at: string;
                        /** @description When it was turned off (410, 5 days of failures, or by hand); null while on */
                        disabled_at: string | null;
                        disabled_reason: string | null;
                        events: string[];
                        /** @description The first failed attempt since the last success; after 5 days the endpoint is disabled */
                        failing_since: string | null;
                        /** Format: uuid */
                        id: string;
                        /** @description Until then the secret before the last rotation signs too, beside the current one */
                        previous_secret_expires_at: string | null;
                        /** @description `whsec_…`: verify signatures with it. Shown only here. */
                        secret: string;
                        url: string;
                    };
                };
            };
            /** @description Every error answers with this body. */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            415: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description true turns a disabled endpoint on again, from the events that commit next (not those meanwhile) */
                    enabled?: boolean;
                    /** @description Event types to receive: dataset.created, dataset.accepted, dataset.rejected, dataset.reopened, dataset.iterated, dataset.superseded, dataset.status_changed, finding.created, finding.updated, dataset.verdict_changed, dataset.processed, release.created, release.recalled, api_key.created, api_key.revoked */
                    events?: ("dataset.created" | "dataset.accepted" | "dataset.rejected" | "dataset.reopened" | "dataset.iterated" | "dataset.superseded" | "dataset.status_changed" | "finding.created" | "finding.updated" | "dataset.verdict_changed" | "dataset.processed" | "release.created" | "release.recalled" | "api_key.created" | "api_key.revoked")[];
                    /** @description http(s) URL that receives a POST per event. Only public addresses unless the service sets WEBHOOK_ALLOW_PRIVATE_NETWORKS=true (checked after DNS resolution; redirects are not followed). */
                    url?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        created_at: string;
                        /** @description When it was turned off (410, 5 days of failures, or by hand); null while on */
                        disabled_at: string | null;
                        disabled_reason: string | null;
                        events: string[];
                        /** @description The first failed attempt since the last success; after 5 days the endpoint is disabled */
                        failing_since: string | null;
                        /** Format: uuid */
                        id: string;
                        /** @description Until then the secret before the last rotation signs too, beside the current one */
                        previous_secret_expires_at: string | null;
                        url: string;
                    };
                };
            };
            /** @description Every error answers with this body. */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            415: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Newest first, at most this many */
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveries: {
                            /** @description Oldest first */
                            attempts: {
                                /** Format: date-time */
                                at: string;
                                attempt: number;
                                duration_ms: number;
                                error: string | null;
                                /** @description The answer's first bytes (1 KiB) */
                                response: string;
                                /** @description null: no answer (see error) */
                                status_code: number | null;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            event_type: string;
                            /**
                             * Format: uuid
                             * @description The `webhook-id` header, the same on every attempt
                             */
                            id: string;
                            next_attempt_at: string | null;
                            /** @description The body sent (the event as JSON) */
                            payload: string;
                            /** @enum {unknown} */
                            status: "pending" | "succeeded" | "failed";
                        }[];
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    redeliverWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                deliveryId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Oldest first */
                        attempts: {
                            /** Format: date-time */
                            at: string;
                            attempt: number;
                            duration_ms: number;
                            error: string | null;
                            /** @description The answer's first bytes (1 KiB) */
                            response: string;
                            /** @description null: no answer (see error) */
                            status_code: number | null;
                        }[];
                        /** Format: date-time */
                        created_at: string;
                        event_type: string;
                        /**
                         * Format: uuid
                         * @description The `webhook-id` header, the same on every attempt
                         */
                        id: string;
                        next_attempt_at: string | null;
                        /** @description The body sent (the event as JSON) */
                        payload: string;
                        /** @enum {unknown} */
                        status: "pending" | "succeeded" | "failed";
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: {
                /** @description true ends the old secret now (one that leaked): deliveries are signed with the new one only from now on. false (the default): the old one signs beside it for 24 hours */
                expire_previous?: boolean;
            };
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description The old secret signs beside the new one until then: 24 h on, or now with `expire_previous=true`
                         */
                        previous_secret_expires_at: string;
                        /** @description The new `whsec_…`; shown only here */
                        secret: string;
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Oldest first */
                        attempts: {
                            /** Format: date-time */
                            at: string;
                            attempt: number;
                            duration_ms: number;
                            error: string | null;
                            /** @description The answer's first bytes (1 KiB) */
                            response: string;
                            /** @description null: no answer (see error) */
                            status_code: number | null;
                        }[];
                        /** Format: date-time */
                        created_at: string;
                        event_type: string;
                        /**
                         * Format: uuid
                         * @description The `webhook-id` header, the same on every attempt
                         */
                        id: string;
                        next_attempt_at: string | null;
                        /** @description The body sent (the event as JSON) */
                        payload: string;
                        /** @enum {unknown} */
                        status: "pending" | "succeeded" | "failed";
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReadiness: {
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
                        /** @description The ffmpeg video previews run (docs/previews.md#ffmpeg) */
                        ffmpeg?: {
                            path?: string;
                            /**
                             * @description FFMPEG_PATH, the system's (Debian's package), the 2018 build @ffmpeg-installer bundles (a fallback), or none (videos get no preview)
                             * @enum {unknown}
                             */
                            source: "env" | "system" | "bundled" | "missing";
                            /** @description The word after `ffmpeg version` in `ffmpeg -version` */
                            version?: string;
                            /** @description Set when it is the bundled build or there is none: what to do */
                            warning?: string;
                        };
                        status: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        status: string;
                    };
                };
            };
        };
    };
    listReleases: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Items to skip */
                offset?: number;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        releases: {
                            /** @description admin, api_key:<key id> or user:<user id> */
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
                            /** @description Datasets reopened or rejected after this release, which recalled them (docs/releases.md#lineage-and-recall) */
                            recalled: {
                                /**
                                 * Format: date-time
                                 * @description When the decision that recalled it was made
                                 */
                                at: string;
                                /** Format: uuid */
                                dataset_id: string;
                                /** @description The decision's reason */
                                reason: string | null;
                            }[];
                            /** @description `<n>.0.0`, n the release's place among its organization's releases (docs/releases.md#versions) */
                            version: string;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createRelease: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description admin, api_key:<key id> or user:<user id> */
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
                        /** @description Datasets reopened or rejected after this release, which recalled them (docs/releases.md#lineage-and-recall) */
                        recalled: {
                            /**
                             * Format: date-time
                             * @description When the decision that recalled it was made
                             */
                            at: string;
                            /** Format: uuid */
                            dataset_id: string;
                            /** @description The decision's reason */
                            reason: string | null;
                        }[];
                        /** @description `<n>.0.0`, n the release's place among its organization's releases (docs/releases.md#versions) */
                        version: string;
                    };
                };
            };
            /** @description Every error answers with this body. */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            415: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRelease: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description admin, api_key:<key id> or user:<user id> */
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
                        /** @description Datasets reopened or rejected after this release, which recalled them (docs/releases.md#lineage-and-recall) */
                        recalled: {
                            /**
                             * Format: date-time
                             * @description When the decision that recalled it was made
                             */
                            at: string;
                            /** Format: uuid */
                            dataset_id: string;
                            /** @description The decision's reason */
                            reason: string | null;
                        }[];
                        /** @description `<n>.0.0`, n the release's place among its organization's releases (docs/releases.md#versions) */
                        version: string;
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listReleaseConsumers: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        consumers: {
                            /** @description api_key:<key id> or user:<user id> */
                            created_by: string;
                            /** Format: date-time */
                            date_created: string;
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** Format: uuid */
                            release_id: string;
                            uri: string;
                        }[];
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addReleaseConsumer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                release_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The training run or reader, as people call it */
                    name: string;
                    /** @description Where the run is: its tracking URI (an absolute URI with a scheme) */
                    uri: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description api_key:<key id> or user:<user id> */
                        created_by: string;
                        /** Format: date-time */
                        date_created: string;
                        /** Format: uuid */
                        id: string;
                        name: string;
                        /** Format: uuid */
                        release_id: string;
                        uri: string;
                    };
                };
            };
            /** @description Every error answers with this body. */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            415: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReleaseCroissant: {
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
            /** @description The Croissant document */
            200: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listReleaseExports: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        exports: {
                            /** Format: date-time */
                            created_at: string;
                            created_by: string;
                            error: string | null;
                            /** @description Empty until done */
                            files: {
                                /** @description Relative to the export's folder, e.g. `meta/info.json` */
                                path: string;
                                sha256: string;
                                size: number;
                                /** @description A signed link, valid 60 minutes */
                                url: string;
                            }[];
                            finished_at: string | null;
                            /** @enum {unknown} */
                            format: "lerobot" | "lerobot-v2.1" | "webdataset";
                            /** Format: uuid */
                            id: string;
                            progress: number;
                            /** Format: uuid */
                            release_id: string;
                            /** @description sha256 of the manifest: a line `<sha256>  <size>  <path>` per file, sorted by path */
                            sha256: string | null;
                            /** @description Bytes of all the files, once done */
                            size: number | null;
                            /** @enum {unknown} */
                            status: "queued" | "running" | "done" | "failed";
                        }[];
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createReleaseExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                release_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description `lerobot`: LeRobot dataset layout v3.0; `lerobot-v2.1`: the older layout v2.1; `webdataset`: tar shards of the video datasets, a sample `<key>.mp4` + `<key>.json` each (docs/exports.md)
                     * @enum {unknown}
                     */
                    format: "lerobot" | "lerobot-v2.1" | "webdataset";
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        export_id: string;
                        /** @enum {unknown} */
                        status: "queued" | "running" | "done" | "failed";
                    };
                };
            };
            /** @description Every error answers with this body. */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            415: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReleaseExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                export_id: string;
                release_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        created_at: string;
                        created_by: string;
                        error: string | null;
                        /** @description Empty until done */
                        files: {
                            /** @description Relative to the export's folder, e.g. `meta/info.json` */
                            path: string;
                            sha256: string;
                            size: number;
                            /** @description A signed link, valid 60 minutes */
                            url: string;
                        }[];
                        finished_at: string | null;
                        /** @enum {unknown} */
                        format: "lerobot" | "lerobot-v2.1" | "webdataset";
                        /** Format: uuid */
                        id: string;
                        progress: number;
                        /** Format: uuid */
                        release_id: string;
                        /** @description sha256 of the manifest: a line `<sha256>  <size>  <path>` per file, sorted by path */
                        sha256: string | null;
                        /** @description Bytes of all the files, once done */
                        size: number | null;
                        /** @enum {unknown} */
                        status: "queued" | "running" | "done" | "failed";
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReleaseManifest: {
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    validateManifest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The first errors, ordered by pointer (docs/releases.md#limits) */
                        errors: {
                            message: string;
                            pointer: string;
                        }[];
                        /** @description More errors exist than the ones listed */
                        truncated: boolean;
                        valid: boolean;
                    };
                };
            };
            /** @description Every error answers with this body. */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            413: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    releaseReviewLease: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                dataset_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    renewReviewLease: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description When the lease runs out unless renewed: then the dataset is offered to others again (10 minutes after the claim or the last renewal)
                         */
                        expires_at: string;
                    };
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description A path segment is over 512 characters */
            414: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reviewNext: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retrying this request safe: the first request with a key runs, and for 24 hours the same request (method, path and body) with the same key answers its stored response again with `Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key or person using them. Another request with a used key answers 422; while the first still runs, 409 with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per operation, reused on each of its retries, is what the typed client sends. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    filter?: {
                        /**
                         * @description episode = real robot deployment recordings; synthetic_pov = AI-generated first-person video; synthetic_third_person = AI-generated third-person video; telemetry = sensor and telemetry data streams
                         * @enum {unknown}
                         */
                        data_type?: "episode" | "synthetic_pov" | "synthetic_third_person" | "telemetry";
                        /** @description At most 20; several combine with AND, as the list's `metadata=` */
                        metadata?: string[];
                        /** @description Datasets with any of these verdicts; the queue still offers exclude first, then review */
                        verdict?: ("pending" | "pass" | "review" | "exclude")[];
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Size in bytes */
                        data_byte_size: number;
                        /** @description SHA-256 of the file's bytes (64 lowercase hex digits), recorded when the platform uploaded it; check a download against it. null when Hangar has no recorded digest for the file */
                        data_sha256: string | null;
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
                        /** @description Its open and confirmed findings, of checks and people (`GET /datasets/{id}/findings`) */
                        finding_count: number;
                        /** Format: uuid */
                        id: string;
                        /** ReviewLease */
                        lease: {
                            /**
                             * Format: date-time
                             * @description When the lease runs out unless renewed: then the dataset is offered to others again (10 minutes after the claim or the last renewal)
                             */
                            expires_at: string;
                        };
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
                            /** @description An animated GIF: the platform's, or, for a video the platform gave none for, one Hangar made of its first 4 seconds (320 pixels wide, 8 frames a second, a palette made for the clip) */
                            gif?: string;
                            /** @description The platform's pose frame (PNG), synthetic datasets */
                            pose_frame?: string;
                            /** @description A still picture Hangar made after creation: a JPEG frame of the video (the dataset's file, or an episode's first camera), or a PNG of the main channels drawn small (telemetry, recordings); absent until made, and for files Hangar cannot read */
                            poster?: string;
                            /** @description The animated preview Hangar made, as an animated WebP: the same frames as `gif` at a fraction of its size (prefer it where WebP is shown); absent when the platform gave the GIF */
                            webp?: string;
                        };
                        /** @description Pre-signed download URL, valid 60 minutes */
                        signed_url: string;
                        /**
                         * @description Review status (interface §3)
                         * @enum {unknown}
                         */
                        status: "pending" | "accepted" | "rejected" | "for_admin_review" | "superseded" | "discarded";
                        /**
                         * @description What the dataset's findings say (docs/findings.md): `pending` until its checks ran, then `exclude` if any open or confirmed error, `review` if any open or confirmed warning, else `pass`
                         * @enum {unknown}
                         */
                        verdict: "pending" | "pass" | "review" | "exclude";
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not valid JSON */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            401: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error answers with this body. */
            422: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
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
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Human-readable reason */
                        detail: string;
                    };
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReleaseManifestSchema: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The JSON Schema document */
            200: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/schema+json": Record<string, never>;
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error (a bug; logged with the request id) */
            500: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the service is shutting down */
            503: {
                headers: {
                    /** @description What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>` */
                    RateLimit?: string;
                    /** @description The budget: `"default";q=<requests>;w=<window seconds>` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
