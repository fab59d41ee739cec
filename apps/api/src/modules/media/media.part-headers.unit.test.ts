import { describe, expect, it } from 'vitest';
import { multipart } from './media.fixtures.ts';
import { multipartBoundary, PartHeaderScanner, partName } from './media.part-headers.ts';

const body = multipart([
  { name: 'title', value: 'Wells of Azraq' },
  { name: 'visuals[]', filename: 'well.png', content: Buffer.from('\r\n--not-the-boundary\r\n\r\n'), contentType: 'image/png' },
  { name: 'documents', filename: 'report\r.pdf', content: Buffer.alloc(300, 0x41), contentType: 'application/pdf' },
]);
const boundary = multipartBoundary(body.headers['content-type']) ?? '';

describe('PartHeaderScanner', () => {
  it('keeps every part’s header block, wherever the chunks are cut', () => {
    const whole = new PartHeaderScanner(boundary);
    whole.push(body.payload);
    expect(whole.headers.map(partName)).toEqual(['title', 'visuals[]', 'documents']);
    expect(whole.headers[2]).toContain('filename="report\r.pdf"');
    for (let cut = 1; cut < body.payload.length; cut += 1) {
      const split = new PartHeaderScanner(boundary);
      split.push(body.payload.subarray(0, cut));
      split.push(body.payload.subarray(cut));
      expect(split.headers, `cut at ${cut}`).toEqual(whole.headers);
    }
    const bytes = new PartHeaderScanner(boundary);
    for (const byte of body.payload) bytes.push(Buffer.from([byte]));
    expect(bytes.headers).toEqual(whole.headers);
  });

  it('stops one part past the parser’s limit, since a body with more parts is refused whatever they hold', () => {
    const many = multipart(Array.from({ length: 50 }, (_, index) => ({ name: `f${index}`, value: 'x' })));
    const capped = new PartHeaderScanner(multipartBoundary(many.headers['content-type']) ?? '', 10);
    capped.push(many.payload);
    expect(capped.headers.map(partName)).toEqual(Array.from({ length: 11 }, (_, index) => `f${index}`));
  });

  it('reads the boundary of a content type, quoted or not', () => {
    expect(multipartBoundary('multipart/form-data; boundary=abc')).toBe('abc');
    expect(multipartBoundary('multipart/form-data; boundary="a b;c"; charset=utf-8')).toBe('a b;c');
    expect(multipartBoundary('application/json')).toBeUndefined();
  });
});
