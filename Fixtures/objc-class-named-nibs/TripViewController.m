#import "TripViewController.h"
#import "ClimbCell.h"
#import "DescentCell.h"
#import "UITableViewCell+Identifier.h"
#import "Trips-Swift.h"

@implementation TripViewController

- (instancetype)init
{
    return [super initWithNibName:@"TripViewController" bundle:nil];
}

- (void)viewDidLoad
{
    [super viewDidLoad];
    [self.tableView registerNib:[UINib nibWithNibName:[ClimbCell cellName] bundle:nil] forCellReuseIdentifier:[ClimbCell cellName]];
    [self.tableView registerNib:[UINib nibWithNibName:[DescentCell identifierOfClass] bundle:nil] forCellReuseIdentifier:[DescentCell identifierOfClass]];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section
{
    return 2;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath
{
    if (indexPath.row == 0)
    {
        ClimbCell *cell = [tableView dequeueReusableCellWithIdentifier:[ClimbCell cellName]];
        cell.climbTitle.text = @"Total climb";
        return cell;
    }
    DescentCell *cell = [tableView dequeueReusableCellWithIdentifier:DescentCell.identifierOfClass];
    cell.descentTitle.text = @"Total descent";
    return cell;
}

@end
