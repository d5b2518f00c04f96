// The hidden iframe's page (auth/silent.html): passes the provider's answer to the
// window that started the silent sign-in. It needs no settings of the deployment.
import { UserManager } from 'oidc-client-ts'

void new UserManager({ authority: location.origin, client_id: 'tessera', redirect_uri: location.href })
  .signinSilentCallback()
  .catch((error: unknown) => console.error(error))
