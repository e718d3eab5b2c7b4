import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { admin, signedIn } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { codesMock, gqlCarrier, gqlSettings, settingsMock, settingsPayload } from '@/test/settings-fixtures';
import { AddCarrierDocument } from '../api/AddCarrier.generated';
import { DeleteCarrierDocument } from '../api/DeleteCarrier.generated';

function renderSettings(mocks: unknown[]) {
  return renderApp({ at: '/admin/settings', session: signedIn(admin), mocks: mocks as never[] });
}

const section = () => screen.getByRole('region', { name: 'Carriers' });

describe('The carriers section of the settings', () => {
  it('says there are none yet, then adds one from its dialog, checking the tracking link first', async () => {
    const user = userEvent.setup();
    const dhl = gqlCarrier();
    const add = {
      request: { query: AddCarrierDocument, variables: { input: { name: 'DHL', trackingUrl: dhl.trackingUrl } } },
      result: jest.fn(() => settingsPayload('addCarrier', 'Carrier added', gqlSettings({ carriers: [dhl] }))),
    };
    renderSettings([settingsMock(gqlSettings()), codesMock([]), add]);
    expect(
      await within(await screen.findByRole('region', { name: 'Carriers' })).findByText(
        'No carriers yet: orders are shipped without a tracking link.',
      ),
    ).toBeInTheDocument();

    await user.click(within(section()).getByRole('button', { name: 'Add carrier' }));
    const dialog = screen.getByRole('dialog', { name: 'Add carrier' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'DHL');
    const link = within(dialog).getByLabelText(/^Tracking link/);
    await user.type(link, 'https://www.dhl.com/track');
    await user.click(within(dialog).getByRole('button', { name: 'Add carrier' }));
    expect(
      await within(dialog).findByText('A tracking link is an https:// address containing {number}'),
    ).toBeInTheDocument();
    expect(add.result).not.toHaveBeenCalled();
    await user.clear(link);
    await user.type(link, 'https://www.dhl.com/track?id={{number}');
    await user.click(within(dialog).getByRole('button', { name: 'Add carrier' }));

    expect(await screen.findByText('Carrier added')).toBeInTheDocument();
    expect(add.result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(section()).getByRole('row', { name: /DHL/ })).toBeInTheDocument());
    expect(within(section()).getByRole('row', { name: /DHL/ })).toHaveTextContent(dhl.trackingUrl);
  });

  it('deletes a carrier after the confirmation', async () => {
    const user = userEvent.setup();
    const dhl = gqlCarrier();
    const ups = gqlCarrier({
      id: '66a000000000000000000402',
      name: 'UPS',
      trackingUrl: 'https://ups.example/{number}',
    });
    const remove = {
      request: { query: DeleteCarrierDocument, variables: { id: ups.id } },
      result: jest.fn(() => settingsPayload('deleteCarrier', 'Carrier deleted', gqlSettings({ carriers: [dhl] }))),
    };
    renderSettings([settingsMock(gqlSettings({ carriers: [dhl, ups] })), codesMock([]), remove]);
    await user.click(await screen.findByRole('button', { name: 'Delete carrier UPS' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete carrier' });
    expect(confirm).toHaveAccessibleDescription(
      'Delete the carrier UPS? Orders already shipped with it keep their tracking link.',
    );
    expect(remove.result).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: /Delete/ }));
    expect(await screen.findByText('Carrier deleted')).toBeInTheDocument();
    await waitFor(() => expect(within(section()).queryByText('UPS')).not.toBeInTheDocument());
    expect(within(section()).getByText('DHL')).toBeInTheDocument();
  });
});
