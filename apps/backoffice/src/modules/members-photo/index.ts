// The face photo panel another screen embeds (the member detail, menu member-list); no route of its own.
export { MemberPhotoPanel, type MemberPhotoPanelProps } from "./MemberPhotoPanel";
export { PhotoThumbnail, type PhotoThumbnailProps } from "./PhotoThumbnail";
export { memberPhotoKeys } from "./queries";
