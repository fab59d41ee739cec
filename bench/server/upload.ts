// W6's request body: a publication submission as the web's form sends it (multipart), with a PDF of
// exactly the documents' limit, which the hub accepts (one byte more is refused); W8's: a story of
// twelve 36-megapixel pictures.
import { DOCUMENT_MAX_BYTES, STORY_VISUALS_MAX } from '@wefe/contract';

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

interface FilePart {
  field: string;
  name: string;
  type: string;
  content: Buffer;
}

/** A multipart body of text fields and one file or more. */
export function multipartBody(fields: Record<string, string>, file: FilePart | FilePart[]): MultipartBody {
  const boundary = `----wefe-bench-${Date.now().toString(16)}`;
  const parts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  const files = (Array.isArray(file) ? file : [file]).flatMap((part) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.name}"\r\nContent-Type: ${part.type}\r\n\r\n`),
    part.content,
    Buffer.from('\r\n'),
  ]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat([...parts, ...files, end]) };
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

/** The title of W8's stories, by which the benchmark finds them to remove them. */
export const COSTLY_STORY_TITLE = 'Benchmark upload: twelve large aerial photographs';
/** W8's pictures: 36 megapixels each, under the hub's 40-megapixel cap. */
export const COSTLY_IMAGE_SIDE = 6000;

/**
 * A story with STORY_VISUALS_MAX visuals, each a small PNG of 36 megapixels: about 100 KB to send and
 * seconds of CPU to decode (issue 28's costly upload). Made with sharp, which the hub itself uses.
 */
export async function costlyStorySubmission(countryId: number): Promise<MultipartBody> {
  const { default: sharp } = await import('sharp');
  const picture = await sharp({ create: { width: COSTLY_IMAGE_SIDE, height: COSTLY_IMAGE_SIDE, channels: 3, background: { r: 30, g: 110, b: 160 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const visuals = Array.from({ length: STORY_VISUALS_MAX }, (_, i) => ({ field: 'visuals[]', name: `aerial-${i + 1}.png`, type: 'image/png', content: picture }));
  return multipartBody(
    {
      title: COSTLY_STORY_TITLE,
      country_id: String(countryId),
      location: 'Azraq',
      implementing_leader: 'WEFE benchmark',
      contact_name: 'Benchmark',
      contact_email: 'bench@example.org',
      contact_position: 'Benchmark',
      desc: 'Aerial photographs of the Azraq wetland.',
      background: 'A benchmark of costly uploads.',
      main_components: 'Twelve photographs.',
      sustainability_status_id: '1',
    },
    visuals,
  );
}
