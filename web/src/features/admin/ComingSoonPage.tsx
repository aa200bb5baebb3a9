import { AdminPage } from './AdminPage';

/** A section whose screens are not built yet. */
export default function ComingSoonPage({ title }: { title: string }) {
  return (
    <AdminPage title={title}>
      <p>This section is coming soon.</p>
    </AdminPage>
  );
}
