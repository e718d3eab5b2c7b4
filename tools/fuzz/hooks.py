"""Schemathesis hooks for tools/fuzz/run-schemathesis.sh (loaded through SCHEMATHESIS_HOOKS).

A multipart form's file part (`photo`, `image`) is documented as binary, but the server reads
its first bytes and accepts only JPEG, PNG, WebP and GIF: random bytes are rightly refused with
400 UNSUPPORTED_FILE. No schema can say "the bytes of an image", so in a positive (schema-valid)
case the file part becomes a real 1x1 PNG, and the accept path is what gets fuzzed. Negative
cases keep their random bytes.

`no_internal_graphql_error` is the check of the GraphQL run (see its docstring).
"""

import base64

import schemathesis
from schemathesis.core.parameters import ParameterLocation

PNG_1X1 = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
)
FILE_PARTS = ("photo", "image")


@schemathesis.hook
def map_case(context, case):
    if not (case.media_type or "").startswith("multipart/") or not isinstance(case.body, dict):
        return case
    if case.meta is not None and case.meta.is_negative_at(ParameterLocation.BODY):
        return case
    for name in FILE_PARTS:
        value = case.body.get(name)
        # Generated files are bytes or schemathesis' Binary wrapper (sample JPEG, PNG, ZIP... files).
        if isinstance(value, (bytes, bytearray)) or hasattr(value, "data"):
            case.body[name] = PNG_1X1
    return case


@schemathesis.check
def no_internal_graphql_error(ctx, response, case):
    """The GraphQL run's check: a refusal (bad input, not found, not allowed) is a normal answer.

    Schemathesis' own server-error check counts every resolver error that carries a `path` as a
    server failure, but the store answers refusals through resolver errors with its own codes
    (VALIDATION_FAILED, NOT_FOUND, FORBIDDEN...; see docs/api.md). A server failure is a 5xx status,
    or an error coded INTERNAL (or with a statusCode of 500 or more).
    """
    if response.status_code >= 500:
        raise AssertionError(f"Server error: HTTP {response.status_code}")
    try:
        payload = response.json()
    except ValueError:
        raise AssertionError("The GraphQL response is not JSON")
    errors = payload.get("errors") if isinstance(payload, dict) else None
    for error in errors or []:
        extensions = (error or {}).get("extensions") or {}
        status = extensions.get("statusCode")
        if extensions.get("code") == "INTERNAL" or (isinstance(status, int) and status >= 500):
            raise AssertionError(f"Server error: {extensions.get('code')} {error.get('message')}")
    return None
