export type RetentionCounts = Record<
  | "message_bodies"
  | "messages_without_recipient"
  | "password_resets"
  | "sign_in_attempts"
  | "throttle_windows"
  | "guests",
  number
>;
export declare function applyRetention(options: {
  shopApiUrl: string;
  token: string;
  limit?: number;
}): Promise<RetentionCounts>;
export declare function countsLine(counts: RetentionCounts): string;
