// The forecast's public face: the dashboard's card and the screen's route.
export { ForecastCard, FORECAST_HREF } from './components/forecast-card.tsx';
