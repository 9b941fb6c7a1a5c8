// Registers the service worker (vite-plugin-pwa, web/vite.config.ts) once the page has loaded, from its own small chunk,
// so the landing route's budget does not carry it. A new deploy's worker waits; the visitor is offered "Reload".
import Button from '@mui/material/Button';
import { closeSnackbar, enqueueSnackbar } from 'notistack';
import { registerSW } from 'virtual:pwa-register';

export const UPDATE_READY_MESSAGE = 'A new version of Ghana Homes Credit is ready.';

export function registerServiceWorker(): void {
  const update = registerSW({
    onNeedRefresh() {
      enqueueSnackbar(UPDATE_READY_MESSAGE, {
        variant: 'info',
        persist: true,
        preventDuplicate: true,
        action: (key) => (
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              closeSnackbar(key);
              // Activates the waiting worker, then reloads into the new build.
              void update(true);
            }}
          >
            Reload
          </Button>
        ),
      });
    },
  });
}
