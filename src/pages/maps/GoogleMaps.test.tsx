import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { GoogleMapsDemo } from './components/GoogleMapsDemo';
import GoogleMapsPage, { messages } from './GoogleMaps';

describe('Google Maps page', () => {
  it('without a key shows a card saying the map is not available and how to set the key', () => {
    renderWithProviders(<GoogleMapsPage />, { as: 'Admin', messages });
    expect(screen.getByRole('status')).toHaveTextContent('The map is not available');
    expect(screen.getByText(/No Google Maps API key is set/)).toBeInTheDocument();
    expect(screen.getByText('GOOGLE_MAPS_API_KEY=your-browser-key')).toBeInTheDocument();
  });

  it('offline, says so instead of drawing an empty box', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<GoogleMapsDemo apiKey="AIzaSyA-example_key123" />, {
      as: 'Admin',
      messages,
    });
    expect(screen.getByText(/You appear to be offline/)).toBeInTheDocument();
  });
});
