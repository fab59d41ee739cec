// Makes upload storage available app-wide as `app.media` (readMultipart, persist, serve, sweep).
import fp from 'fastify-plugin';
import { createMediaService, type MediaService } from './media.service.ts';
import type { S3Settings } from '../../lib/blob-store/s3-settings.ts';
import { createMediaStorage, openMediaStorage } from './media.storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaService;
  }
}

export interface MediaPluginOptions {
  /** DATA_DIR: uploads live in its `uploads/` folder. */
  dataDir: string;
  /** Keeps stored files in this S3 bucket instead of `uploads/files` (S3_* settings). */
  s3?: S3Settings;
  /** Makes file URLs absolute (the hub's PUBLIC_URL); relative when absent. */
  publicUrl?: string;
}

export default fp<MediaPluginOptions>(
  async (app, { dataDir, s3, publicUrl }) => {
    const storage = createMediaStorage(dataDir, s3);
    await openMediaStorage(storage);
    app.addHook('onClose', async () => storage.files.close());
    app.decorate('media', createMediaService(storage, { publicUrl }));
  },
  { name: 'media', dependencies: ['db', 'multipart'] },
);
