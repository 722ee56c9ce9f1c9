// The DOI field is part of the API contract (src/contract/doi-field.ts), which the editor reads too.
export { DOI_MESSAGE, doiField, doiRefusal } from "../../contract/doi-field.ts";
