import { type ReactNode, useId } from 'react';
import { Card } from '../ui/card';

/** A form's section: a card named by its heading (the person and contract forms). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card labelledBy={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </Card>
  );
}
