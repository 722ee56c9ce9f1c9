/** An upload's name: content-addressed, and a valid document file name (`^[A-Za-z0-9_-]+$`). */
export const UPLOAD_NAME = /^upload-[0-9a-f]{24}$/;
