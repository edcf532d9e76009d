// A part of a page that its first paint does not need (a chart card and its code): `placeholder`
// first, then, once the browser is idle after the first paint, `children`, whose lazy code loads
// only then. The placeholder must take the room the children will, so nothing moves when they come.
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '@/lib/when-idle';

export function AfterFirstPaint({
  placeholder,
  children,
}: {
  placeholder: ReactNode;
  children: ReactNode;
}) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
