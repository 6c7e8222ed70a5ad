#import "InvoicesViewController.h"
#import "InvoiceCell.h"

@implementation InvoicesViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.tableView registerNib:[UINib nibWithNibName:@"InvoiceCell" bundle:nil]
         forCellReuseIdentifier:@"Invoice"];
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    InvoiceCell *cell = (InvoiceCell *)[tableView dequeueReusableCellWithIdentifier:@"Invoice" forIndexPath:indexPath];
    return cell;
}

@end
