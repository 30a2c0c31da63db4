import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { AriaScope } from '../AriaScope';
import { SidebarNav } from './SidebarNav';
import * as styles from './Sidebar.css';
import { useSiteMessages } from '../i18n';
import { LanguageLinks } from './LanguageSwitcher';

export interface MobileSidebarProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The sidebar on small screens: a 20rem panel sliding in over the page. The overlay and Escape
 * close it; focus stays inside while it is open and returns to the menu button afterwards.
 * Loaded on first open, so phones that never open it never download the modal code.
 */
export default function MobileSidebar({ isOpen, onOpenChange }: MobileSidebarProps) {
  const t = useSiteMessages();
  return (
    <AriaScope>
      <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
        <Modal className={styles.drawer}>
          <Dialog aria-label={t('sidebarHeading')} className={styles.drawerDialog}>
            <SidebarNav />
            <div className={styles.drawerLanguages}>
              <LanguageLinks />
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </AriaScope>
  );
}
