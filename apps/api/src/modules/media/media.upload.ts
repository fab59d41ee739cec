// Reads a multipart request: text fields, and files streamed to uploads/tmp with their size limit
// enforced while streaming, their type checked (bytes and name), images re-encoded. A refused
// request answers 422 with a translated message per field and leaves no file behind.
import fs from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FieldErrors } from '@wefe/contract';
import type { FastifyRequest } from 'fastify';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { AppError } from '../../lib/errors.ts';
import { translate, type MessageKey, type MessageParams } from '../../lib/i18n.ts';
import { issuesToFieldErrors, nulByteIssues, RequestValidationError } from '../../lib/validation.ts';
import { detectFileType, extensionOf, HEAD_BYTES } from './media.detect.ts';
import { MULTIPART_LIMITS } from './media.limits.ts';
import { processImage } from './media.image.ts';
import { displayName } from './media.names.ts';
import { multipartBoundary, PartHeaderScanner, partName } from './media.part-headers.ts';
import { newBaseName, removeQuietly, type MediaStorage } from './media.storage.ts';
import {
  DOCUMENT_TYPES,
  FILE_TYPES,
  IMAGE_MAX_PIXELS,
  IMAGE_TYPES,
  MAX_BYTES,
  type FileType,
  type ImageType,
  type MediaKind,
  type PendingFile,
} from './media.types.ts';

/** What a form's file field takes. */
export interface FileFieldSpec {
  kind: MediaKind;
  /** The accepted types, all of the kind; every type of the kind by default. */
  types?: readonly FileType[];
  required?: boolean;
  /** Several files under one name (also accepted as `name[]`); one at most otherwise. */
  multiple?: boolean;
}
export type UploadSpec = Record<string, FileFieldSpec>;

/** The files of each field: a list for `multiple`, one file when `required`, otherwise maybe one. */
export type UploadedFiles<S extends UploadSpec> = {
  -readonly [K in keyof S]: S[K] extends { multiple: true } ? PendingFile[] : S[K] extends { required: true } ? PendingFile : PendingFile | undefined;
};

/** Text fields: a repeated name or a name ending in [] gives a list; nested names are raw keys. */
export type MultipartFields = Record<string, string | string[]>;

export interface MultipartUpload<S extends UploadSpec> {
  fields: MultipartFields;
  files: UploadedFiles<S>;
  /** Every file, for `withUploads` and `discard`. */
  all: PendingFile[];
}

const MB = 1024 * 1024;

/** The types a field accepts; a spec naming a type of another kind is a programming error. */
function acceptedTypes(field: string, spec: FileFieldSpec): readonly FileType[] {
  const types = spec.types ?? (spec.kind === 'image' ? IMAGE_TYPES : DOCUMENT_TYPES);
  for (const type of types) {
    if (FILE_TYPES[type].kind !== spec.kind) throw new Error(`Upload field '${field}' is of kind ${spec.kind} but lists ${type}`);
  }
  return types;
}

function fieldErrorCollector(request: FastifyRequest) {
  const errors: FieldErrors = {};
  return {
    errors,
    add(field: string, key: MessageKey, params?: MessageParams) {
      const list = (errors[field] ??= []);
      // One message per field, the first found, as for the text fields.
      if (list.length === 0) list.push(translate(request.lang, key, params));
    },
    has: (field: string) => Object.hasOwn(errors, field),
    get any() {
      return Object.keys(errors).length > 0;
    },
  };
}

/** Reads a stream to its end, keeping nothing (a refused part must still be consumed). */
async function drain(stream: Readable): Promise<void> {
  for await (const _chunk of stream) {
    // discarded
  }
}

/**
 * Streams a file part to `target`, writing at most `limit` bytes: once the part is larger, the rest
 * is read and dropped. Answers the bytes seen, whether the limit was passed, and the first bytes.
 */
async function streamToFile(source: Readable & { truncated?: boolean }, target: string, limit: number) {
  let size = 0;
  let overLimit = false;
  let head = Buffer.alloc(0);
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      if (overLimit || size > limit) {
        overLimit = true;
        done();
        return;
      }
      done(null, chunk);
    },
  });
  await pipeline(source, meter, fs.createWriteStream(target, { flags: 'wx', mode: 0o600 }));
  // busboy stops at the parser's fileSize (the largest limit + 1) and marks the stream truncated.
  if (source.truncated) overLimit = true;
  return { size, overLimit, head };
}

/**
 * Reads a multipart request against the spec of its file fields. Answers the text fields and the
 * checked files (still in uploads/tmp: store them with `persist`, or `discard` them). Throws a 422
 * AppError with a translated message per field for any refused file (too large, empty, wrong or
 * disguised type, unsafe archive, undecodable or too large image, unknown field, missing required
 * file), after removing every file it wrote; a request that is not multipart answers 415.
 */
export async function readMultipart<const S extends UploadSpec>(
  request: FastifyRequest,
  spec: S,
  options: { fields?: $ZodType } = {},
): Promise<MultipartUpload<S>> {
  const accepted = new Map(Object.entries(spec).map(([field, fieldSpec]) => [field, acceptedTypes(field, fieldSpec)]));
  if (!request.isMultipart()) throw new AppError(415, 'errors.unsupported_media_type');
  const storage: MediaStorage = request.server.media.storage;
  const errors = fieldErrorCollector(request);
  const written: string[] = [];
  const files = new Map<string, PendingFile[]>();
  const fields = new Map<string, string | string[]>();

  // A field of several files may also be sent as `name[]`, as PHP-style forms do.
  const fileField = (name: string): string | undefined => {
    if (Object.hasOwn(spec, name)) return name;
    const base = name.endsWith('[]') ? name.slice(0, -2) : undefined;
    return base !== undefined && Object.hasOwn(spec, base) && spec[base]?.multiple ? base : undefined;
  };

  const addField = (partName: string, value: unknown, valueTruncated: boolean, nameTruncated: boolean) => {
    if (nameTruncated) return errors.add(partName, 'validation.unknown_field');
    const name = fileField(partName) ?? partName;
    if (Object.hasOwn(spec, name)) {
      // An empty text value is how some clients send "no file"; anything else is not a file.
      if (value !== '') errors.add(name, 'validation.file_required');
      return;
    }
    const isList = name.endsWith('[]');
    const key = isList ? name.slice(0, -2) : name;
    if (key === '') return errors.add(name, 'validation.unknown_field');
    if (typeof value !== 'string') return errors.add(key, 'validation.invalid');
    if (valueTruncated) return errors.add(key, 'validation.too_long', { maximum: MULTIPART_LIMITS.fieldSize });
    const current = fields.get(key);
    if (current === undefined) fields.set(key, isList ? [value] : value);
    else if (Array.isArray(current)) current.push(value);
    else fields.set(key, [current, value]);
  };

  const addFile = async (partName: string, source: Readable & { truncated?: boolean }, clientName: string) => {
    const name = fileField(partName) ?? partName;
    const fieldSpec = Object.hasOwn(spec, name) ? spec[name] : undefined;
    const types = accepted.get(name);
    if (!fieldSpec || !types) {
      await drain(source);
      return errors.add(name, 'validation.unknown_field');
    }
    const previous = files.get(name) ?? [];
    if (!fieldSpec.multiple && previous.length > 0) {
      await drain(source);
      return errors.add(name, 'validation.file_single');
    }
    const limit = MAX_BYTES[fieldSpec.kind];
    const rawName = `${newBaseName()}.part`;
    const rawPath = storage.tmpPath(rawName);
    written.push(rawPath);
    const { size, overLimit, head } = await streamToFile(source, rawPath, limit);
    const refuse = async (key: MessageKey, params?: MessageParams) => {
      await removeQuietly([rawPath]);
      errors.add(name, key, params);
    };
    // An empty file input: browsers send a part with no name and no bytes.
    if (size === 0 && clientName === '') return removeQuietly([rawPath]);
    if (overLimit) return refuse('validation.file_too_large', { maximum: limit / MB });
    if (size === 0) return refuse('validation.file_empty');

    const shownName = displayName(clientName, 'file');
    const detection = await detectFileType(rawPath, head, extensionOf(shownName), types);
    if (!detection.ok) return refuse(detection.reason === 'type' ? 'validation.file_type' : 'validation.file_unreadable');
    const { type } = detection;
    const { stored, extensions } = FILE_TYPES[type];
    const base: Omit<PendingFile, 'tmpName' | 'variantTmpNames' | 'sizeBytes' | 'width' | 'height'> = {
      field: name,
      kind: fieldSpec.kind,
      type,
      mimeType: FILE_TYPES[type].mime,
      // A converted file (an SVG stored as a PNG) is named for what it now is.
      originalName: (extensions as readonly string[]).includes(stored) ? shownName : `${shownName.slice(0, shownName.lastIndexOf('.'))}.${stored}`,
    };
    if (FILE_TYPES[type].kind === 'document') {
      previous.push({ ...base, tmpName: rawName, variantTmpNames: {}, sizeBytes: size, width: null, height: null });
      files.set(name, previous);
      return;
    }

    const imageBase = newBaseName();
    const mainName = `${imageBase}.${FILE_TYPES[type].stored}`;
    const variantTmpNames: Record<string, string> = {};
    const mainPath = storage.tmpPath(mainName);
    written.push(mainPath);
    const outcome = await processImage(rawPath, type as ImageType, head, mainPath, (width) => {
      const variantName = `${imageBase}-${width}.webp`;
      const variantPath = storage.tmpPath(variantName);
      written.push(variantPath);
      variantTmpNames[String(width)] = variantName;
      return variantPath;
    });
    if (!outcome.ok) {
      return outcome.reason === 'too_large'
        ? refuse('validation.image_too_large', { maximum: IMAGE_MAX_PIXELS / 1_000_000 })
        : refuse('validation.file_unreadable');
    }
    // The upload as sent is never kept: only the re-encoded image and its variants.
    await removeQuietly([rawPath]);
    previous.push({ ...base, tmpName: mainName, variantTmpNames, sizeBytes: outcome.sizeBytes, width: outcome.width, height: outcome.height });
    files.set(name, previous);
  };

  // The parser drops a part whose (file) name holds a bare line break; the body's own header blocks tell.
  const boundary = multipartBoundary(request.headers['content-type']);
  const scanner = boundary === undefined ? undefined : new PartHeaderScanner(boundary, MULTIPART_LIMITS.parts);
  const watch = (chunk: Buffer) => scanner?.push(chunk);
  const deliveredNames: string[] = [];
  request.raw.on('data', watch);
  try {
    for await (const part of request.parts()) {
      deliveredNames.push(part.fieldname);
      if (part.type === 'field') addField(part.fieldname, part.value, part.valueTruncated, part.fieldnameTruncated);
      else await addFile(part.fieldname, part.file, part.filename);
    }
  } catch (error) {
    // A broken or over-limit request (parts, fields, files), or a client that went away.
    await removeQuietly(written);
    throw isMalformedMultipart(error) ? new AppError(400, 'errors.bad_request') : error;
  } finally {
    request.raw.off('data', watch);
  }
  for (const dropped of droppedPartNames(scanner?.headers ?? [], deliveredNames)) {
    const field = fileField(dropped);
    if (field === undefined) {
      await removeQuietly(written);
      throw new AppError(400, 'errors.bad_request');
    }
    errors.add(field, 'validation.file_name_invalid');
  }

  for (const [field, fieldSpec] of Object.entries(spec)) {
    if (fieldSpec.required && !files.get(field)?.length && !errors.has(field)) errors.add(field, 'validation.file_required');
  }
  if (errors.any) {
    // With the text fields' schema, a refused file does not hide their errors: every field at once.
    const checked = options.fields ? safeParse(options.fields, Object.fromEntries(fields), { reportInput: true }) : undefined;
    if (checked && !checked.success) {
      for (const [field, messages] of Object.entries(issuesToFieldErrors(checked.error.issues, request.lang))) {
        if (!errors.has(field)) errors.errors[field] = messages;
      }
    }
    await removeQuietly(written);
    throw new AppError(422, 'errors.validation', { translatedFieldErrors: errors.errors });
  }

  const uploaded: Record<string, PendingFile | PendingFile[] | undefined> = {};
  for (const [field, fieldSpec] of Object.entries(spec)) {
    const list = files.get(field) ?? [];
    uploaded[field] = fieldSpec.multiple ? list : list[0];
  }
  return {
    fields: Object.fromEntries(fields),
    files: uploaded as UploadedFiles<S>,
    all: [...files.values()].flat(),
  };
}

/** The names of the parts the body holds but the parser did not deliver (raw names, as sent). */
function droppedPartNames(headers: readonly string[], delivered: readonly string[]): string[] {
  if (headers.length <= delivered.length) return [];
  // The parser decodes names as UTF-8; the header blocks are read byte for byte.
  const left = new Map<string, number>();
  for (const name of delivered) {
    const raw = Buffer.from(name, 'utf8').toString('latin1');
    left.set(raw, (left.get(raw) ?? 0) + 1);
  }
  const dropped: string[] = [];
  for (const header of headers) {
    const name = partName(header) ?? '';
    const count = left.get(name) ?? 0;
    if (count > 0) left.set(name, count - 1);
    else dropped.push(name);
  }
  return dropped;
}

/**
 * The parser's own complaints about the body (no boundary, data cut short) carry no status: they are
 * the client's malformed request, unlike a failed disk write (a system error) or our own refusals.
 */
function isMalformedMultipart(error: unknown): boolean {
  return error instanceof Error && !('statusCode' in error) && !('syscall' in error) && !(error instanceof AppError) && !(error instanceof RequestValidationError);
}

/**
 * Validates multipart text fields with a contract schema, like Fastify validates JSON bodies: a
 * failure answers 422 with field messages in the request's language.
 */
export function parseFields<T extends $ZodType>(schema: T, fields: MultipartFields): output<T> {
  const result = safeParse(schema, fields, { reportInput: true });
  const nulBytes = nulByteIssues(fields);
  if (!result.success || nulBytes.length > 0) throw new RequestValidationError([...(result.success ? [] : result.error.issues), ...nulBytes]);
  return result.data;
}
