import type { SignedInContext } from '../../plugins/request-context.ts';
import type { ReceivedUpload, ReceiveOptions } from '../../plugins/upload-pipeline/index.ts';
import { uploadHeldFile } from '../uploads/index.ts';

/**
 * POST /v1/files (decision 053): the wizard's upload pipeline, the file held for the account
 * until a filing names it (the uploads module keeps it, and purges it unused after a day).
 */
export async function uploadApiFile(
  ctx: SignedInContext,
  receive: (options: ReceiveOptions) => Promise<ReceivedUpload>,
): Promise<{ file_id: number }> {
  const { fileId } = await uploadHeldFile(ctx, receive);
  return { file_id: fileId };
}
