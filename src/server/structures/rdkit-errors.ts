import { invalidInput } from "../../domain/errors.ts";
import {
  ApiError,
  fromDomain,
  fromWorker,
  structureFailed,
  structuresUnavailable,
  structureTimeout,
} from "../http/errors.ts";
import { InvalidSmilesError } from "./depict.ts";
import { StructureQueryError } from "./structure-query.ts";

/** A structure text over a limit of STRUCTURE_LIMITS, refused before RDKit saw it. */
export class StructureLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StructureLimitError";
  }
}

/** The RDKit call ran past its time limit; its worker was stopped and is being replaced. */
export class RdkitTimeoutError extends Error {
  readonly limitMs: number;
  constructor(limitMs: number) {
    super(`RDKit took longer than ${limitMs} ms`);
    this.name = "RdkitTimeoutError";
    this.limitMs = limitMs;
  }
}

/** RDKit failed inside the call (its WebAssembly aborted, or the worker died); it is being replaced. */
export class RdkitCrashError extends Error {
  constructor(detail: string) {
    super(`RDKit failed: ${detail}`);
    this.name = "RdkitCrashError";
  }
}

/** No RDKit worker could take the call in time (all busy, or none running). */
export class RdkitUnavailableError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "RdkitUnavailableError";
  }
}

/** An error as it crosses from a worker to the pool (structured clone keeps no classes). */
export interface WireError {
  name: string;
  message: string;
  smiles?: string;
  status?: number;
  code?: string;
  field?: string;
}

/** The refusals an RDKit call may answer; anything else means the worker's RDKit may be broken. */
export function isExpectedError(error: unknown): boolean {
  return (
    error instanceof InvalidSmilesError ||
    error instanceof StructureQueryError ||
    error instanceof StructureLimitError ||
    error instanceof ApiError
  );
}

export function toWire(error: unknown): WireError {
  if (error instanceof ApiError) {
    return {
      name: "ApiError",
      message: error.message,
      status: error.status,
      code: error.code,
      field: error.field,
    };
  }
  if (error instanceof InvalidSmilesError)
    return { name: error.name, message: error.message, smiles: error.smiles };
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: "Error", message: String(error) };
}

export function fromWire(wire: WireError): Error {
  switch (wire.name) {
    case "ApiError":
      return fromWorker(wire);
    case "InvalidSmilesError":
      return new InvalidSmilesError(wire.smiles ?? "");
    case "StructureQueryError":
      return new StructureQueryError(wire.message);
    case "StructureLimitError":
      return new StructureLimitError(wire.message);
    default:
      return new RdkitCrashError(wire.message);
  }
}

/**
 * The answer for a failure of the isolated RDKit path on the input of `field`, or undefined for
 * any other error (the caller keeps its own message for a structure RDKit cannot read).
 */
export function structureApiError(error: unknown, field: string | undefined): ApiError | undefined {
  if (error instanceof StructureLimitError) return fromDomain(invalidInput(field ?? "smiles", error.message));
  if (error instanceof RdkitTimeoutError) return structureTimeout(field, error.limitMs);
  if (error instanceof RdkitCrashError) return structureFailed(field);
  if (error instanceof RdkitUnavailableError) return structuresUnavailable();
  return undefined;
}
