/**
 * Lets plain modules (the form helper, the logout flow) move to another screen. The root route
 * registers the router's navigate once mounted; importing the router here would be circular (the
 * router imports the screens, which import the helper).
 */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigate: Navigate = (to) => window.location.assign(`/app/form-frontend${to}`);

export function setNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigate(to, options);
}
