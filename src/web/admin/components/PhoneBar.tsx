import * as RadixDialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { type MouseEvent, useState } from 'react';
import type { AdminUser } from '../../shared/api-entities';
import { useUnreadFeedback } from './feedback/unread-feedback';
import { SidebarFooter, SidebarLinks } from './Sidebar';

/**
 * The back office's top on a phone (decision 271): the site's name and a menu button opening the
 * sidebar's links as a drawer (a Radix dialog: focus kept inside, Escape or the close button or a
 * tap beside it closes it, focus returns to the button). Choosing a link closes it too.
 */
export function PhoneBar({ admin }: { admin: AdminUser }) {
  const [open, setOpen] = useState(false);
  const unread = useUnreadFeedback();
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };
  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center justify-between bg-neutral-900 px-3 text-white">
      <p className="text-xl font-bold tracking-wide">NEWS</p>
      <RadixDialog.Root open={open} onOpenChange={setOpen}>
        <RadixDialog.Trigger
          aria-label={unread > 0 ? `Menu, ${unread} unread feedback` : 'Menu'}
          className="relative flex size-11 items-center justify-center rounded-md text-neutral-200 hover:bg-neutral-800"
        >
          <Menu aria-hidden="true" className="size-6" />
          {unread > 0 && <span aria-hidden="true" className="absolute top-2 right-2 size-2.5 rounded-full bg-brand" />}
        </RadixDialog.Trigger>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
          <RadixDialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 flex w-[min(18rem,85vw)] flex-col bg-neutral-900 text-white shadow-xl"
          >
            <div className="flex h-14 items-center justify-between border-b border-neutral-800 px-3">
              <RadixDialog.Title className="text-xl font-bold tracking-wide">NEWS</RadixDialog.Title>
              <RadixDialog.Close
                aria-label="Close the menu"
                className="flex size-11 items-center justify-center rounded-md text-neutral-300 hover:bg-neutral-800"
              >
                <X aria-hidden="true" className="size-6" />
              </RadixDialog.Close>
            </div>
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: a link's own click, from the keyboard too, is what closes the drawer */}
            <nav aria-label="Back office" onClick={closeOnLink} className="flex-1 overflow-y-auto px-3 py-3 [&_a]:py-3">
              <SidebarLinks collapsed={false} admin={admin} />
            </nav>
            <SidebarFooter collapsed={false} admin={admin} />
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    </header>
  );
}
