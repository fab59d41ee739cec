// Watches a multipart body go by and keeps each part's header block. The parser (busboy) drops a
// part whose name or file name holds a bare CR or LF without telling anyone, so a story would be
// accepted without its file (issue 28); comparing these blocks with the parts delivered finds it.
const CRLF_CRLF = Buffer.from('\r\n\r\n');
/** A part's header block is a few hundred bytes; past this, the rest is not needed to name the part. */
const HEADER_CAP = 8 * 1024;

/** The boundary of a multipart/form-data content type, or undefined. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2];
}

/** Collects the header block of every part in a multipart body fed to it chunk by chunk. */
export class PartHeaderScanner {
  /** Each part's header block, as sent (latin1), in order. */
  readonly headers: string[] = [];
  private readonly delimiter: Buffer;
  // The body's first delimiter has no line break before it; giving it one finds every delimiter alike.
  private carry = Buffer.from('\r\n');
  private header: Buffer | undefined;
  private ended = false;

  /**
   * `maxParts`: the parser's part limit. A body with more parts is refused whatever their headers say,
   * so the scan stops one past it instead of walking the rest (50,000 tiny parts in 4.8 MB).
   */
  constructor(
    boundary: string,
    private readonly maxParts = Number.POSITIVE_INFINITY,
  ) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1');
  }

  /** Feeds the next chunk of the body. */
  push(chunk: Buffer): void {
    if (this.ended) return;
    let data = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    this.carry = Buffer.alloc(0);
    for (;;) {
      if (this.header) {
        // Copy only a header cut by a chunk's end: copying the rest of the chunk at every part was
        // quadratic (a fuzzed 4.8 MB body of 50,000 parts took 18 s of CPU to be refused).
        const block = this.header.length > 0 ? Buffer.concat([this.header, data]) : data;
        const end = block.indexOf(CRLF_CRLF);
        if (end === -1 && block.length <= HEADER_CAP) {
          this.header = block;
          return;
        }
        const stop = end === -1 ? HEADER_CAP : end;
        this.headers.push(block.subarray(0, stop).toString('latin1'));
        this.header = undefined;
        if (this.headers.length > this.maxParts) {
          this.ended = true;
          return;
        }
        data = block.subarray(end === -1 ? stop : end + CRLF_CRLF.length);
        continue;
      }
      const at = data.indexOf(this.delimiter);
      if (at === -1) {
        // Keep what could be the start of a delimiter cut by the chunk's end.
        this.carry = Buffer.from(data.subarray(Math.max(0, data.length - this.delimiter.length + 1)));
        return;
      }
      const after = at + this.delimiter.length;
      if (data.length < after + 2) {
        this.carry = Buffer.from(data.subarray(at));
        return;
      }
      if (data[after] === 0x2d && data[after + 1] === 0x2d) {
        this.ended = true;
        return;
      }
      this.header = Buffer.alloc(0);
      data = data.subarray(after);
    }
  }
}

/** The form name a part's header block gives, or undefined. */
export function partName(header: string): string | undefined {
  return /;\s*name="([^"]*)"/i.exec(header)?.[1];
}
