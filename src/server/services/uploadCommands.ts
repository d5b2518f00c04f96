// GET /uploads/command-examples: curl lines the GUI shows for uploading from a shell.
// They carry the caller's upload token in the URL, so they work when pasted as they are.
import type { ServerContext } from '../context'
import type { Caller } from '../auth'
import { unauthorized } from '../errors'
import { uploadToken } from './uploadTokens'

export interface UploadCommandExamples {
  upload_url: string
  upload_command: string
  upload_command_with_name: string
  upload_progress_command: string
  upload_command_form: string
  upload_tar_command: string
}

export function uploadCommandExamples(context: Pick<ServerContext, 'auth' | 'bases'>, caller: Caller | undefined): UploadCommandExamples {
  if (!caller) throw unauthorized('Authorization required.')
  const url = `${context.bases().apiBase}/v1/uploads?token=${uploadToken(caller.user_id, context.auth.secrets.apiSecret)}`
  // `-X POST` is needed: `curl -T` alone sends PUT, and uploads are created by POST.
  // Double quotes keep the shell from reading the `&` of the named variant.
  const upload_command = `curl -X POST "${url}" -T <local_file>`
  return {
    upload_url: url,
    upload_command,
    upload_command_with_name: `curl -X POST "${url}&upload_name=<name>" -T <local_file>`,
    // curl draws its progress bar only while its output goes to a pipe, hence `| xargs echo`.
    upload_progress_command: `curl -# -X POST "${url}" -T <local_file> | xargs echo`,
    upload_command_form: `curl -X POST "${url}" -F file=@<local_file>`,
    // `-T -` streams stdin (chunked); the server unpacks the tar it receives.
    upload_tar_command: `tar -cf - <local_folder> | curl -# -H 'Accept: application/json' -X POST -T - "${url}"`,
  }
}
