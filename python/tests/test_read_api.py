"""The read API against the running service: lists page by page, one dataset, statistics,
iterations, releases, and errors with the service's status and detail."""

import unittest

from harness import service

from hangar import HangarApiError


def setUpModule() -> None:
    service()


class ReadApiTest(unittest.TestCase):
    def setUp(self) -> None:
        self.client = service().client()

    def test_the_iterator_reads_every_dataset_page_by_page_in_the_lists_order(self) -> None:
        whole = self.client.list_datasets(limit=1000)
        paged = list(self.client.datasets(page_size=7))
        self.assertGreater(whole["total"], 7 * 3, "the demo has several pages of datasets")
        self.assertEqual([d["id"] for d in paged], [d["id"] for d in whole["datasets"]])
        self.assertEqual(len(paged), whole["total"])

    def test_filters_reach_the_service_and_combine(self) -> None:
        stats = self.client.stats()
        accepted = list(self.client.datasets(status="accepted", page_size=5))
        self.assertEqual(len(accepted), stats["by_status"]["accepted"])
        self.assertTrue(all(d["status"] == "accepted" for d in accepted))
        pov = list(self.client.datasets(data_type="synthetic_pov", metadata={"perspective": "pov"}))
        self.assertTrue(pov and all(d["metadata"]["perspective"] == "pov" for d in pov))
        both = list(self.client.datasets(verdict=["pending", "pass", "review", "exclude"]))
        self.assertEqual(len(both), stats["total_datasets"])

    def test_one_dataset_comes_with_its_signed_link_and_digest(self) -> None:
        first = next(self.client.datasets(status="accepted"))
        dataset = self.client.dataset(first["id"])
        self.assertEqual(dataset["id"], first["id"])
        self.assertIn("/files/", dataset["signed_url"])
        self.assertEqual(len(dataset["data_sha256"]), 64)

    def test_iterations_of_a_synthetic_dataset_and_none_for_telemetry(self) -> None:
        synthetic = next(self.client.datasets(data_type="synthetic_pov"))
        self.assertTrue(self.client.iterations(synthetic["id"]))
        telemetry = next(self.client.datasets(data_type="telemetry"))
        with self.assertRaises(HangarApiError) as caught:
            self.client.iterations(telemetry["id"])
        self.assertEqual(caught.exception.status, 404)
        self.assertEqual(caught.exception.detail, "No iterations available for this dataset")

    def test_releases_are_listed_and_read_with_their_manifest(self) -> None:
        ids = [d["id"] for d in self.client.datasets(status="accepted")][:2]
        body = {"program": "software", "dataset_ids": ids}
        created = self.client.request("POST", "/releases", json_body=body)
        self.assertIn(created["id"], [r["id"] for r in self.client.releases(page_size=1)])
        release = self.client.release(created["id"])
        self.assertEqual(sorted(r["record_id"] for r in release["manifest"]["records"]), sorted(ids))
        self.assertEqual(self.client.manifest(created["id"])["release_id"], created["id"])

    def test_a_refusal_carries_the_status_and_the_services_sentence(self) -> None:
        retried = []
        client = service().client("hgr_not-a-key", on_retry=retried.append)
        with self.assertRaises(HangarApiError) as caught:
            client.stats()
        self.assertEqual(caught.exception.status, 401)
        self.assertTrue(caught.exception.detail)
        self.assertNotIn("The service answered", caught.exception.detail)
        self.assertEqual(retried, [], "a 401 is not retried")
        with self.assertRaises(HangarApiError) as caught:
            self.client.list_datasets(limit=0)
        self.assertEqual(caught.exception.status, 422)


if __name__ == "__main__":
    unittest.main()
