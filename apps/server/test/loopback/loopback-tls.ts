// A self-signed certificate for 127.0.0.1 / localhost, valid for 100 years: the loopback Web Push
// receiver speaks HTTPS (web-push only sends over https) and the engine under test trusts this CA.
// Test-only, never used by src code.
export const LOOPBACK_TLS = {
  key: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg80Y8io4dYRuaV+WZ
dWBWp5fnpWDpV4x1ufxaOeMTatuhRANCAAQ5pU5gVVZC2BbNU4ZM/yBWpWenQZWK
0abSsUALDyOuvBt9FGpES7cgEvdvLTbwOgx+CX05rkDxUIGAu+g6Bp2K
-----END PRIVATE KEY-----
`,
  cert: `-----BEGIN CERTIFICATE-----
MIIBmzCCAUGgAwIBAgIUM8DgKLxRJrsbnsWn3r7eTpB5cX4wCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI2MTEyNjEzMjUxOFoYDzIxMjYxMTAy
MTMyNTE4WjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAAQ5pU5gVVZC2BbNU4ZM/yBWpWenQZWK0abSsUALDyOuvBt9FGpES7cg
EvdvLTbwOgx+CX05rkDxUIGAu+g6Bp2Ko28wbTAdBgNVHQ4EFgQU4Wo7clE2HvQc
tMaAEfjDdq79/RgwHwYDVR0jBBgwFoAU4Wo7clE2HvQctMaAEfjDdq79/RgwDwYD
VR0TAQH/BAUwAwEB/zAaBgNVHREEEzARhwR/AAABgglsb2NhbGhvc3QwCgYIKoZI
zj0EAwIDSAAwRQIgDYxN2NLF9BwiFIifalr5elesHr/8Lqy2cnATzNfsb3QCIQDq
jKuZ0GWpRwGhK8FR6+WeMyEj7XQxxLskN2+R5KmQNg==
-----END CERTIFICATE-----
`,
};
