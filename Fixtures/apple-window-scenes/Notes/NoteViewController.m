#import "NoteViewController.h"
#import "FieldCell.h"

static NSString *FieldCellIdentifier = @"FieldCell";

@implementation NoteViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.tableView registerNib:[UINib nibWithNibName:@"FieldCell" bundle:nil] forCellReuseIdentifier:FieldCellIdentifier];
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    FieldCell *cell = [tableView dequeueReusableCellWithIdentifier:FieldCellIdentifier forIndexPath:indexPath];
    return cell;
}

@end
