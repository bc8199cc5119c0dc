/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BLOG_URL?: string;
  readonly VITE_LINKEDIN_URL?: string;
  readonly VITE_X_URL?: string;
  readonly VITE_FACEBOOK_URL?: string;
  readonly VITE_YOUTUBE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
