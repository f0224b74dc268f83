import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { buildServer } from '../build-server';
import { login, startPortal } from './documents';
import { prepareDocumentsData } from './documents-data';
import { type ChildServer, sampleRss } from './process';
import { table } from './table';
import { benchTempDir } from './temp-dir';
import { startBareCopyServer, type UploadFile, upload } from './upload';

const MB = 1024 * 1024;
const SETTLE_MS = 1000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A camera-like JPEG of about 5 MB: 12 megapixels of noise (noise compresses worst, like a busy photo). */
async function writePhoto(dir: string): Promise<UploadFile> {
  const width = 4000;
  const height = 3000;
  const pixels = randomBytes(width * height * 3);
  // Smooth the noise a little so the JPEG lands near 5 MB rather than 15 MB.
  const photo = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(1)
    .jpeg({ quality: 92 })
    .toBuffer();
  const file = path.join(dir, 'foto.jpg');
  writeFileSync(file, photo);
  return {
    path: file,
    name: 'foto.jpg',
    size: photo.length,
    sha256: createHash('sha256').update(photo).digest('hex'),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * POST /api/users/avatar with a ~5 MB photo (read while it streams, decoded and re-encoded to 512 px by sharp)
 * against a bare node:http server copying the same body to a file, alternating, RSS sampled per upload.
 */
export async function benchAvatar(runs: number): Promise<void> {
  const bundleDir = path.join(root, '.tmp', 'bench-server-avatar');
  await buildServer(bundleDir);
  const workDir = benchTempDir('kundenportal-bench-avatar');
  let portal: ChildServer | undefined;
  let bare: ChildServer | undefined;
  try {
    const photo = await writePhoto(workDir);
    console.log(`Photo: ${(photo.size / MB).toFixed(1)} MB JPEG, 4000×3000 px`);
    const data = await prepareDocumentsData({ dataDir: workDir, wipe: false }, { avatar: 0 });
    const customer = data.customers.avatar;
    if (!customer) throw new Error('bench customer missing');
    portal = await startPortal(bundleDir, workDir);
    const headers = await login(`http://127.0.0.1:${portal.port}`, customer);
    const bareDir = path.join(workDir, 'bare');
    mkdirSync(bareDir);
    bare = await startBareCopyServer(bareDir);
    const targets = [
      {
        name: 'POST /api/users/avatar (portal)',
        server: portal,
        url: `http://127.0.0.1:${portal.port}/api/users/avatar`,
      },
      { name: 'bare node:http copy to a file', server: bare, url: `http://127.0.0.1:${bare.port}/upload` },
    ];
    const measured = new Map<string, { seconds: number; growth: number }[]>();
    for (let run = -1; run < runs; run += 1) {
      for (const target of targets) {
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        const sampler = sampleRss(target.server.pid);
        const result = await upload(target.url, headers, photo, {}, 'image/jpeg');
        const { growth } = sampler.stop();
        if (result.status >= 300) throw new Error(`${target.name} answered ${result.status}: ${result.body}`);
        // Run -1 warms up (sharp's and multipart's code paths loaded once).
        if (run >= 0)
          measured.set(target.name, [
            ...(measured.get(target.name) ?? []),
            { seconds: result.seconds, growth },
          ]);
      }
    }
    console.log('');
    console.log(
      table(
        ['target', 'ms (median)', 'peak RSS growth MB (max)', 'per run ms'],
        targets.map((target) => {
          const list = measured.get(target.name) ?? [];
          return [
            target.name,
            (median(list.map((entry) => entry.seconds)) * 1000).toFixed(0),
            (Math.max(...list.map((entry) => entry.growth)) / MB).toFixed(1),
            list.map((entry) => (entry.seconds * 1000).toFixed(0)).join(' '),
          ];
        }),
        new Set([0, 3]),
      ),
    );
  } finally {
    await portal?.stop();
    await bare?.stop();
    rmSync(workDir, { recursive: true, force: true });
    rmSync(bundleDir, { recursive: true, force: true });
  }
}
