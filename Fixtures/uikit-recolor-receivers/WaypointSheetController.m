#import "WaypointSheetController.h"
#import "Tracks-Swift.h"

@implementation WaypointSheetController
{
    NSArray<NSString *> *_rows;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath
{
    NSString *row = _rows[indexPath.row];
    if ([row isEqualToString:@"waypoint"])
    {
        BaseRowCell *cell = [tableView dequeueReusableCellWithIdentifier:@"BaseRowCell"];
        if (cell == nil)
        {
            NSArray *nib = [[NSBundle mainBundle] loadNibNamed:@"BaseRowCell" owner:self options:nil];
            cell = (BaseRowCell *)[nib objectAtIndex:0];
            cell.titleLabel.textColor = [UIColor systemOrangeColor];
        }
        cell.titleLabel.text = row;
        return cell;
    }
    return [[UITableViewCell alloc] init];
}

@end
