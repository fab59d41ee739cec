// Makes upload storage available app-wide as `app.media` (readMultipart, persist, serve, sweep).
import fp from 'fastify-plugin';
import { createMediaService, type MediaService } from './media.service.ts';
import { createMediaStorage, ensureStorageDirs } from './media.storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaService;
  }
}

export interface MediaPluginOptions {
  /** DATA_DIR: uploads live in its `uploads/` folder. */
  dataDir: string;
  /** Makes file URLs absolute (the hub's PUBLIC_URL); relative when absent. */
  publicUrl?: string;
}

export default fp<MediaPluginOptions>(
  async (app, { dataDir, publicUrl }) => {
    const storage = createMediaStorage(dataDir);
    await ensureStorageDirs(storage);
    app.decorate('media', createMediaService(storage, { publicUrl }));
  },
  { name: 'media', dependencies: ['db', 'multipart'] },
);
