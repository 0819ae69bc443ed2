/**
 * Where resumable uploads (tus 1.0) live: the admin side's path, and the file store's folder for
 * the pieces of unfinished ones. Apart from the upload code so that the routes and the file
 * rules name them without loading @tus/server.
 */
export const UPLOADS_PATH = '/admin/uploads'

/** Where pieces of unfinished uploads live in the file store; no file path may start with it. */
export const UPLOAD_PIECES_PREFIX = '_uploads'
