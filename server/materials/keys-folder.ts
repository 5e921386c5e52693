/**
 * The folder of the build that holds the educator-only files (teacher and assessment keys, issue 30): outside the
 * static materials, read only by the key route. Its own module so that the dev server's parent process can name it
 * without loading the materials code.
 */
export const KEYS_FOLDER = "keys";
