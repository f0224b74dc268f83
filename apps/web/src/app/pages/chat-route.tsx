import { documentRights } from '@kundenportal/domain/documents/document-rights';
import { chatTexts } from '@kundenportal/domain/texts/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ChatFiles } from '../../features/chat/components/chat-files';
import { ChatPage } from '../../features/chat/routes/chat-page';
import { deleteDocument } from '../../features/documents/api/change-document';
import { downloadDocument } from '../../features/documents/api/document-file';
import { documentsKey } from '../../features/documents/api/get-documents';
import { uploadFile } from '../../features/documents/api/upload-file';
import { useCurrentUser } from '../../lib/current-user';

/**
 * `/app/berater/kontakt` composed (features never import each other): the chat, whose files are the
 * customer's documents — an attached file is uploaded on "Senden" to the main person like any own document
 * (only where own documents are allowed, spec section 6), a sent one opens through the documents' ticket.
 */
export function ChatRoute() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const mainPerson = user?.HauptPerson?.id;
  const mayUpload = user ? documentRights(user).own && mainPerson !== undefined : false;
  const files = useMemo<ChatFiles>(
    () => ({
      hint: chatTexts.attachHint,
      upload: mayUpload
        ? async (file) => {
            const document = await uploadFile({
              owner: { type: 'person', id: mainPerson as number },
              file,
              name: file.name,
              directory: '',
              onProgress: () => {},
              signal: new AbortController().signal,
            });
            void queryClient.invalidateQueries({ queryKey: documentsKey });
            return document.filename;
          }
        : undefined,
      discard: async (filename) => {
        await deleteDocument({ owner_type: 'person', owner_id: mainPerson as number, filename });
        void queryClient.invalidateQueries({ queryKey: documentsKey });
      },
      open: (attachment) =>
        downloadDocument({
          owner_type: attachment.ownerType as 'person',
          owner_id: attachment.ownerId,
          filename: attachment.filename,
          original_filename: attachment.name,
        }),
    }),
    [mayUpload, mainPerson, queryClient],
  );
  return <ChatPage files={files} />;
}
