import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import { PwaStatus } from './pwa/pwa-status';
import { router } from './router';

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
      <PwaStatus />
    </Providers>
  );
}
