// The package's exports map gives this entry no types; they are the same as the main entry's.
declare module "ketcher-standalone/dist/binaryWasm" {
  export { StandaloneStructServiceProvider } from "ketcher-standalone";
}
