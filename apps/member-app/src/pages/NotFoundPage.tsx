import { ErrorPage } from "@gakumu/ui";

export function NotFoundPage() {
  return (
    <ErrorPage
      code="404"
      title="ページが見つかりません"
      message="アドレスが正しいかご確認ください。"
      linkLabel="お知らせへ"
      linkTo="/"
    />
  );
}
