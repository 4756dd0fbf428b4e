export * from "./sent-mail";
