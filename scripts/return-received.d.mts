export declare function markReturnReceived(options: {
  shopApiUrl: string;
  token: string;
  number: string;
}): Promise<{ received: boolean; data: { number: string; state: string; refund_amount: number }[] }>;
export declare function localShopApi(env: NodeJS.ProcessEnv): { shopApiUrl: string; token: string };
