/** The upload call lives with the editor's typed client; this path stays for its older importers. */
export { type Upload, uploadPng } from "../../api-client/uploads.ts";
