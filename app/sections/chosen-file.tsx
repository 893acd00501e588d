import { FileText, X } from 'lucide-react';

/**
 * One chosen file as the file picker's island (app/islands/file-picker.ts) clones it from its
 * `<template>`: a slot for the preview and an icon (it keeps one), the name, the size, how
 * much has gone, and Remove, each filled in by the island.
 */
export function ChosenFileTemplate() {
  return (
    <li className="flex items-center gap-3 rounded-md border border-border p-2">
      {/* Where the island puts the picture (an <img> needs its src). */}
      <span data-preview-img="" className="size-12 shrink-0 rounded object-cover" />
      <FileText aria-hidden="true" className="size-12 shrink-0 p-2 text-fg-muted" />
      <span className="flex min-w-0 flex-1 flex-col text-sm">
        <span className="truncate font-semibold text-fg" data-file-name="" />
        <span className="text-fg-muted" data-file-size="" />
        <progress
          max={100}
          value={0}
          aria-label=" sent"
          className="mt-1 h-2 w-full accent-accent"
        />
      </span>
      <button
        type="button"
        className="grid size-11 shrink-0 place-items-center rounded-md text-fg-muted hover:text-fg disabled:opacity-50"
      >
        <X aria-hidden="true" className="size-5" />
        <span className="sr-only">Remove </span>
      </button>
    </li>
  );
}
