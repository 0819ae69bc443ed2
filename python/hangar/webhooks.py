"""Verifying a webhook from Hangar (docs/events.md#webhooks), Standard Webhooks 1.0.

``webhook-signature`` holds ``v1,<base64 HMAC-SHA256>`` of ``<webhook-id>.<webhook-timestamp>.<body>``
under the secret's bytes (the base64 after ``whsec_``), one or more separated by spaces (two
while a rotated-out secret still signs); either verifies.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import time
from typing import Any, Mapping

__all__ = ["WebhookVerificationError", "verify_webhook", "sign_webhook"]

#: How far ``webhook-timestamp`` may be from the receiver's clock (seconds): replays are refused.
DEFAULT_TOLERANCE = 300


class WebhookVerificationError(Exception):
    """The headers are missing, the timestamp is too far from now, or no signature matches."""


def _header(headers: Any, name: str) -> str | None:
    """A header from a case-insensitive object (``http.client.HTTPMessage``, ``email.message``,
    a framework's headers) or a plain dict of any case."""
    get = getattr(headers, "get", None)
    if get is not None and not isinstance(headers, dict):
        value = get(name)
    else:
        value = next((v for k, v in headers.items() if k.lower() == name), None)
    if isinstance(value, (list, tuple)):
        value = value[0] if value else None
    return value


def _key(secret: str) -> bytes:
    text = secret[len("whsec_"):] if secret.startswith("whsec_") else secret
    try:
        return base64.b64decode(text, validate=True)
    except binascii.Error as error:
        raise ValueError("the secret is not a whsec_ secret (base64 after whsec_)") from error


def sign_webhook(secret: str, webhook_id: str, timestamp: int | str, body: bytes | str) -> str:
    """The ``v1,…`` signature of one message under one secret (as the service makes it)."""
    raw = body.encode("utf-8") if isinstance(body, str) else body
    message = f"{webhook_id}.{timestamp}.".encode("utf-8") + raw
    return "v1," + base64.b64encode(hmac.new(_key(secret), message, hashlib.sha256).digest()).decode("ascii")


def verify_webhook(
    secret: str,
    headers: Mapping[str, Any] | Any,
    body: bytes | str,
    *,
    tolerance: int = DEFAULT_TOLERANCE,
    now: float | None = None,
) -> Any:
    """Verifies a webhook and returns its event (the parsed body); raises WebhookVerificationError.

    ``body`` must be the raw bytes as received, not JSON parsed and serialized again. Signatures
    are compared in constant time (``hmac.compare_digest``)."""
    webhook_id = _header(headers, "webhook-id")
    timestamp = _header(headers, "webhook-timestamp")
    signatures = _header(headers, "webhook-signature")
    if not webhook_id or not timestamp or not signatures:
        raise WebhookVerificationError("Missing webhook-id, -timestamp or -signature")
    if not (timestamp.isascii() and timestamp.isdigit()):
        raise WebhookVerificationError("webhook-timestamp is not a number of seconds")
    if abs((time.time() if now is None else now) - int(timestamp)) > tolerance:
        raise WebhookVerificationError("webhook-timestamp is too far from now")
    # The header's text as sent is what was signed.
    expected = sign_webhook(secret, webhook_id, timestamp, body).encode("ascii")
    # Every candidate is compared, so the time taken does not say which one matched.
    matched = False
    for candidate in signatures.split(" "):
        if candidate.startswith("v1,") and hmac.compare_digest(candidate.encode("utf-8"), expected):
            matched = True
    if not matched:
        raise WebhookVerificationError("No signature matches this secret")
    return json.loads(body)
