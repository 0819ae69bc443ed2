"""Webhook verification against what the service itself signs and sends to a local receiver."""

import json
import unittest

from harness import Receiver, service

from hangar import WebhookVerificationError, sign_webhook, verify_webhook

received = None
secret = ""


def setUpModule() -> None:
    global received, secret
    receiver = Receiver()
    unittest.addModuleCleanup(receiver.close)
    endpoint = service().call("POST", "/org/webhooks", {"url": receiver.url, "events": ["api_key.revoked"]})
    unittest.addModuleCleanup(service().call, "DELETE", f"/org/webhooks/{endpoint['id']}")
    secret = endpoint["secret"]
    service().call("POST", f"/org/webhooks/{endpoint['id']}/test")
    received = receiver.wait_for(1)[0]


class WebhookTest(unittest.TestCase):
    def test_what_the_service_sent_verifies_and_gives_the_event(self) -> None:
        headers, body = received
        event = verify_webhook(secret, headers, body)
        self.assertEqual(event["type"], "webhook.test")
        self.assertEqual(event["organization_id"], service().organization_id)
        # Headers as a plain dict of any case verify too (a framework's mapping).
        as_dict = {k.upper(): v for k, v in headers.items()}
        self.assertEqual(verify_webhook(secret, as_dict, body.decode()), event)

    def test_a_body_changed_by_a_single_byte_is_refused(self) -> None:
        headers, body = received
        tampered = body.replace(b"webhook.test", b"webhook.tesT")
        with self.assertRaisesRegex(WebhookVerificationError, "No signature matches"):
            verify_webhook(secret, headers, tampered)
        # Parsed and serialized again is not what was signed either.
        with self.assertRaises(WebhookVerificationError):
            verify_webhook(secret, headers, json.dumps(json.loads(body), indent=1))

    def test_another_secret_is_refused(self) -> None:
        headers, body = received
        with self.assertRaises(WebhookVerificationError):
            verify_webhook("whsec_" + "A" * 32, headers, body)

    def test_a_delivery_older_than_the_tolerance_is_refused_as_a_replay(self) -> None:
        headers, body = received
        sent = int(headers["webhook-timestamp"])
        verify_webhook(secret, headers, body, now=sent + 300)
        with self.assertRaisesRegex(WebhookVerificationError, "too far from now"):
            verify_webhook(secret, headers, body, now=sent + 301)
        with self.assertRaisesRegex(WebhookVerificationError, "too far from now"):
            verify_webhook(secret, headers, body, now=sent - 301)
        event = verify_webhook(secret, headers, body, now=sent + 3600, tolerance=3601)
        self.assertEqual(event["type"], "webhook.test")

    def test_missing_headers_are_refused(self) -> None:
        _, body = received
        with self.assertRaisesRegex(WebhookVerificationError, "Missing"):
            verify_webhook(secret, {}, body)

    def test_either_of_two_signatures_verifies_while_a_rotated_secret_still_signs(self) -> None:
        headers, body = received
        webhook_id, timestamp = headers["webhook-id"], headers["webhook-timestamp"]
        rotated = sign_webhook("whsec_" + "B" * 32, webhook_id, timestamp, body)
        both = {
            "webhook-id": webhook_id,
            "webhook-timestamp": timestamp,
            "webhook-signature": f"{rotated} {headers['webhook-signature']}",
        }
        self.assertEqual(verify_webhook(secret, both, body)["type"], "webhook.test")
        # The same signature as the service's, byte for byte.
        self.assertEqual(sign_webhook(secret, webhook_id, timestamp, body), headers["webhook-signature"])


if __name__ == "__main__":
    unittest.main()
