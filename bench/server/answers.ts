// Fetches an answer exactly as the server sends it (fetch would decompress it) and measures its body.
import http from 'node:http';
import zlib from 'node:zlib';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent: still compressed when the server compressed it. */
  body: Buffer;
}

export interface AnswerSize {
  path: string;
  status: number;
  /** Body bytes as sent. */
  bodyBytes: number;
  contentEncoding: string | null;
  /** The body gzipped: as sent when the server used gzip, otherwise gzipped here at zlib's default level. */
  gzipBytes: number;
}

/** Requests `path` from `baseUrl` and answers the raw, undecoded body. */
export function fetchAsSent(baseUrl: string, path: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(path, baseUrl), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The size of one answer as sent and gzipped. */
export async function measureAnswer(baseUrl: string, path: string, headers: Record<string, string>): Promise<AnswerSize> {
  const answer = await fetchAsSent(baseUrl, path, headers);
  const encoding = answer.headers['content-encoding'] ?? null;
  const gzipBytes = encoding === 'gzip' ? answer.body.length : encoding === null ? zlib.gzipSync(answer.body).length : decodedGzipBytes(answer.body, encoding);
  return { path, status: answer.status, bodyBytes: answer.body.length, contentEncoding: encoding, gzipBytes };
}

// A server that chose another encoding (brotli) still has a gzip size worth knowing.
function decodedGzipBytes(body: Buffer, encoding: string): number {
  const plain = encoding === 'br' ? zlib.brotliDecompressSync(body) : zlib.inflateSync(body);
  return zlib.gzipSync(plain).length;
}
