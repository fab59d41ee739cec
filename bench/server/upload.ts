// W6's request body: a publication submission as the web's form sends it (multipart), with a PDF of
// exactly the documents' limit, which the hub accepts (one byte more is refused).
import { DOCUMENT_MAX_BYTES } from '@wefe/contract';

export interface MultipartBody {
  contentType: string;
  body: Buffer;
}

/** A PDF of `bytes` bytes: a valid header, then comment lines as filler, then the end marker. */
export function pdfOfSize(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const tail = Buffer.from('%%EOF\n', 'latin1');
  const filler = Buffer.alloc(bytes - head.length - tail.length, '% benchmark filler line\n', 'latin1');
  return Buffer.concat([head, filler, tail]);
}

/** A multipart body of text fields and one file. */
export function multipartBody(fields: Record<string, string>, file: { field: string; name: string; type: string; content: Buffer }): MultipartBody {
  const boundary = `----wefe-bench-${Date.now().toString(16)}`;
  const parts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  const fileHead = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`);
  const end = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat([...parts, fileHead, file.content, end]) };
}

/** The title of every benchmark submission, by which the benchmark finds them to remove them. */
export const SUBMISSION_TITLE = 'Benchmark upload: basin water balance report';

/** A publication submission with a 10 MB PDF document. */
export function publicationSubmission(publicationTypeId: number): MultipartBody {
  return multipartBody(
    {
      title: SUBMISSION_TITLE,
      publication_type_id: String(publicationTypeId),
      publication_author: 'WEFE benchmark',
      publication_date: '2025-01-15',
      region: 'MENA',
    },
    { field: 'publication_document', name: 'water-balance-report.pdf', type: 'application/pdf', content: pdfOfSize(DOCUMENT_MAX_BYTES) },
  );
}
