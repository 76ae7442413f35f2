import { getRequestConfig } from "next-intl/server";

// One language, no routing: the smallest next-intl setup.
export default getRequestConfig(async () => ({
  locale: "en",
  messages: { hello: { greeting: "Hello from a client component", count: "Clicked {count} times" } },
}));
