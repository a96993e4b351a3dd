export declare function advanceOrder(options: {
  shopApiUrl: string;
  token: string;
  number: string | number;
  to: "packed" | "shipped" | "out-for-delivery" | "delivered";
  carrier?: string;
  tracking?: string;
  expected?: string;
}): Promise<{ advanced: boolean; data: { CoOrderID: number; CoOrderStatus: string }[] }>;
