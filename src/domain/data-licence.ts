/**
 * The licence of the archive's data (CC BY 4.0), named on /data, in every dump, in the API document,
 * in every page's JSON-LD and at submission. A module of its own, without imports: a page that only
 * names the licence loads nothing else with it.
 */
export const DATA_LICENCE_URL = "https://creativecommons.org/licenses/by/4.0/";
