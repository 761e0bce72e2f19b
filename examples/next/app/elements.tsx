'use client';
// Registers the three elements in the browser, after React has hydrated the page: an element that
// upgrades before hydration could change its markup under React. Server pages render the plain tags.
import { useEffect } from 'react';

export function Elements() {
  useEffect(() => {
    void import('reasoning-elements/define');
  }, []);
  return null;
}
