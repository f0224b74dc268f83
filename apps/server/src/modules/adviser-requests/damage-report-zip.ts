import type { Readable } from 'node:stream';
import { AppError } from '../../lib/app-error';
import type { AttachmentLinks } from './attachment-link';
import { type ZipEntry, zipStream } from './attachments-zip';
import type { AdviserRequestsRepository } from './repository';

type Deps = {
  links: AttachmentLinks;
  repository: Pick<AdviserRequestsRepository, 'ownerOf'>;
  /** The files of one inquire (`app.documents`, the documents plugin). */
  attachmentFiles: (userId: number, inquireId: number) => Promise<ZipEntry[]>;
};

/**
 * A damage report's attachments as a streamed zip, for the signed ticket of the adviser's mail (the
 * workspace's inbox serves it): the ticket's 401 first, then the report's files (404 could_not_find_document
 * for none, or no such report).
 */
export function createDamageReportZip(deps: Deps) {
  return {
    async zipOf(ticket: unknown, id: number): Promise<Readable> {
      await deps.links.verify(ticket, id);
      const owner = await deps.repository.ownerOf('schadensmeldung', id);
      const entries = owner === null ? [] : await deps.attachmentFiles(owner, id);
      if (!entries.length) throw new AppError('could_not_find_document');
      return zipStream(entries);
    },
  };
}

export type DamageReportZip = ReturnType<typeof createDamageReportZip>;
