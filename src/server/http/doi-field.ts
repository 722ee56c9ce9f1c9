/** The DOI field of request bodies lives in the contract (src/contract/doi-field.ts), which the web shares. */
export { DOI_MESSAGE, doiField, doiRefusal } from "../../contract/doi-field.ts";
